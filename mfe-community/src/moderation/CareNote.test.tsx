import { configureApi } from '@flow/api-client';
import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CareNote } from './CareNote';

beforeAll(() => initI18n({ language: 'en' }));

function answer(body: unknown) {
  // jsdom has no fetch Response; the client only reads these members.
  configureApi({ fetch: jest.fn(async () => ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) })) as unknown as typeof fetch });
}
const wrap = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UiProvider>
        <CareNote />
      </UiProvider>
    </SWRConfig>,
  );

describe('the note a moderator sends to the author of a self-harm item', () => {
  it('shows the crisis lines to the author', async () => {
    answer([{ itemType: 'post', itemId: 'p1', kind: 'crisis_lines', createdAt: '2026-05-01T10:00:00.000Z' }]);
    wrap();
    expect(await screen.findByRole('heading', { name: 'A note from the people who look after Flow' })).toBeInTheDocument();
    expect(screen.getByTestId('crisis-resources')).toBeInTheDocument();
  });

  it('shows nothing to everyone else', async () => {
    answer([]);
    const { container } = wrap();
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
