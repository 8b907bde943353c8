import { clearTranslationCache, configureApi } from '@flow/api-client';
import { initI18n } from '@flow/i18n';
import { grantTranslationConsent, TranslationConsentProvider, translationConsentStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { isForeign, TranslatableContent } from './Translatable';

// jsdom has no fetch Response; the client reads only these.
const json = (body: unknown, status = 200) => ({ ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) });

/** A BFF that can (or cannot) translate; each text comes back in brackets. */
function server({ available = true, fail = false } = {}) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/translation') return json({ available });
    if (fail) return json({ error: 'unavailable', message: 'Translation is not available right now.' }, 503);
    const { text, target } = JSON.parse(String(init?.body)) as { text: string; target: string };
    return json({ translatedText: `[${target}] ${text}`, target, detectedLanguage: 'es', confidence: 0.8 });
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}

const spanish = 'Por favor oren por mi familia, estoy muy triste';

function show(text: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UiProvider>
        <TranslationConsentProvider>
          <TranslatableContent as="p" id="item" text={text} />
        </TranslationConsentProvider>
      </UiProvider>
    </SWRConfig>,
  );
}

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  clearTranslationCache();
  localStorage.clear();
  translationConsentStore.setState({ granted: false, checked: false, modalOpen: false, autoTranslate: false });
});

describe('the Translate action (spec 000 §4, §5, §8)', () => {
  it('is offered on a text in another language, asks consent first, then translates and can go back', async () => {
    const fetchMock = server();
    show(spanish);
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(translationConsentStore.getState().modalOpen).toBe(true);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/translate', expect.anything());
    act(() => grantTranslationConsent());
    expect(await screen.findByText(`[en] ${spanish}`)).toBeInTheDocument();
    expect(localStorage.getItem('flow-translation-consent')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText(spanish)).toBeInTheDocument();
  });

  it('is not offered on a text in the reader\'s language, on short text, or without a provider', async () => {
    server();
    const { unmount } = show('Please pray for my family, I am very sad');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull());
    unmount();
    expect(isForeign('si', 'en')).toBe(false);
    server({ available: false });
    show(spanish);
    // Give the availability answer time to arrive: still no action.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it('keeps the original when the translation fails', async () => {
    server({ fail: true });
    translationConsentStore.setState({ granted: true, checked: true });
    show(spanish);
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Could not translate — showing the original.')).toBeInTheDocument();
    expect(screen.getByText(spanish)).toBeInTheDocument();
  });

  it('translates by itself with Auto-translate on', async () => {
    server();
    localStorage.setItem('flow-translation-consent', 'true');
    localStorage.setItem('flow-auto-translate', 'true');
    show(spanish);
    expect(await screen.findByText(`[en] ${spanish}`)).toBeInTheDocument();
  });
});
