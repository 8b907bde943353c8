import { renderHook, waitFor } from '@testing-library/react';
import { readsAsDistress, useDanger } from './danger';

// The checks load lazily and compile every language's patterns on first use: seconds on a busy
// machine. How long that takes is the bench's concern; these tests wait for it.
const loaded = { timeout: 15_000 };

describe('useDanger', () => {
  it('reads nothing into empty text and loads no word lists for it', () => {
    const { result } = renderHook(() => useDanger('', 'en'));
    expect(result.current).toBe(false);
  });

  it('turns true for self-harm words and hopelessness once the checks have loaded, and stays false for ordinary text', async () => {
    const { result, rerender } = renderHook(({ text }) => useDanger(text, 'en'), { initialProps: { text: 'I want to die' } });
    await waitFor(() => expect(result.current).toBe(true), loaded);
    rerender({ text: "I can't go on like this anymore, there is no point" });
    expect(result.current).toBe(true);
    rerender({ text: 'Thank you all for the prayers for my exam' });
    expect(result.current).toBe(false);
  }, 20_000);

  it('reads Portuguese with the Portuguese lists', async () => {
    const { result } = renderHook(() => useDanger('quero morrer', 'pt-BR'));
    await waitFor(() => expect(result.current).toBe(true), loaded);
  }, 20_000);
});

describe('readsAsDistress', () => {
  it('keeps the lines after sharing words of distress but not after ordinary words', async () => {
    await expect(readsAsDistress("I can't go on like this anymore, there is no point", 'en')).resolves.toBe(true);
    await expect(readsAsDistress('Grateful for a quiet morning', 'en')).resolves.toBe(false);
  });
});
