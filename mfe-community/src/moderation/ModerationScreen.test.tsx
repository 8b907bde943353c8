import { ApiError, configureApi } from '@flow/api-client';
import type { AuthUser } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore, userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import * as api from './api';
import { sampleQueue } from './fixtures';
import ModerationScreen from './ModerationScreen';

jest.mock('./api', () => {
  const actual = jest.requireActual('./api');
  return { ...actual, decide: jest.fn(), noteAuthor: jest.fn() };
});
const mocked = api as jest.Mocked<typeof api>;

const member: AuthUser = { id: 'u1', firstName: 'Ana', lastName: null, email: 'ana@example.org', profileImageUrl: null, isModerator: false };
const moderator: AuthUser = { ...member, id: 'm1', isModerator: true };
// jsdom has no fetch Response; the client only reads these members.
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
let queueResponse: () => ReturnType<typeof reply>;
let fetchMock: jest.Mock;

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  jest.clearAllMocks();
  toastStore.setState({ toasts: [] });
  queueResponse = () => reply(200, { items: sampleQueue });
  fetchMock = jest.fn(async (url: RequestInfo | URL) => {
    if (String(url).includes('/api/moderation/queue')) return queueResponse();
    return reply(404, {});
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
});

const wrap = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <ModerationScreen />
      </UiProvider>
    </SWRConfig>,
  );
const lastToast = () => toastStore.getState().toasts[0];

describe('the moderation screen', () => {
  it('asks a signed-out visitor to sign in, and never loads the queue', () => {
    userStore.getState().setUser(null);
    wrap();
    expect(screen.getByRole('heading', { name: 'Sign in to moderate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fmoderation');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a member who is not a moderator that the page is not for them', () => {
    userStore.getState().setUser(member);
    wrap();
    expect(screen.getByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the queue oldest first with reasons, counts and the crisis guidance on self-harm items', async () => {
    userStore.getState().setUser(moderator);
    wrap();
    const items = await screen.findAllByTestId('moderation-item');
    expect(items.map((i) => i.getAttribute('data-item-id'))).toEqual(sampleQueue.map((i) => i.itemId));
    expect(within(items[0]).getByText('Held by the content filter: possible self-harm')).toBeInTheDocument();
    expect(within(items[0]).getByTestId('moderation-crisis')).toBeInTheDocument();
    expect(within(items[1]).queryByTestId('moderation-crisis')).toBeNull();
    expect(within(items[1]).getAllByText('Reports: 3').length).toBeGreaterThan(0);
    expect(within(items[1]).getByText('Please pray for my brother. Call me at 555-0100.')).toBeInTheDocument();
    expect(within(items[3]).getByText('Flagged: may be in distress')).toBeInTheDocument();
    expect(screen.getByTestId('moderation-count')).toHaveTextContent('Waiting: 5');
  });

  it('releases at once, removes only after confirming, and says so', async () => {
    userStore.getState().setUser(moderator);
    mocked.decide.mockResolvedValue({ itemType: 'post', itemId: 'x', decision: 'released', reviewedAt: '2026-05-01T12:00:00.000Z', reviewedBy: 'm1' });
    wrap();
    const [first, second] = await screen.findAllByTestId('moderation-item');
    fireEvent.click(within(first).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(mocked.decide).toHaveBeenCalledWith({ itemType: 'post', itemId: 'held-self-harm' }, 'released'));
    await waitFor(() => expect(lastToast()?.title).toBe('Released: the item is visible again.'));

    fireEvent.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(mocked.decide).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByTestId('confirm-remove'));
    await waitFor(() => expect(mocked.decide).toHaveBeenLastCalledWith({ itemType: 'prayer_request', itemId: 'reported-visible' }, 'removed'));
    await waitFor(() => expect(lastToast()?.title).toBe('Removed: the item will not be shown again.'));
  });

  it('says why a decision failed, in the visitor’s language (the server’s English is only a fallback)', async () => {
    userStore.getState().setUser(moderator);
    mocked.decide.mockRejectedValue(new ApiError(404, JSON.stringify({ error: 'not_found', message: 'This item no longer exists.' }), 'Not Found'));
    wrap();
    const [first] = await screen.findAllByTestId('moderation-item');
    fireEvent.click(within(first).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive', description: "We couldn't find that. It may have been removed." }));
  });

  it('sends the crisis lines to the author of a self-harm item', async () => {
    userStore.getState().setUser(moderator);
    mocked.noteAuthor.mockResolvedValue({ itemType: 'post', itemId: 'held-self-harm', sent: true });
    wrap();
    const [first] = await screen.findAllByTestId('moderation-item');
    fireEvent.click(within(first).getByRole('button', { name: 'Send the crisis lines to the author' }));
    await waitFor(() => expect(mocked.noteAuthor).toHaveBeenCalledWith({ itemType: 'post', itemId: 'held-self-harm' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Crisis lines sent to the author'));
  });

  it('shows an empty state, and an error state with a way to try again', async () => {
    userStore.getState().setUser(moderator);
    queueResponse = () => reply(200, { items: [] });
    const { unmount } = wrap();
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    unmount();
    queueResponse = () => reply(500, { error: 'internal_error', message: 'x' });
    wrap();
    expect(await screen.findByText("We couldn't load the moderation queue.")).toBeInTheDocument();
    queueResponse = () => reply(200, { items: sampleQueue });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('moderation-item')).toHaveLength(sampleQueue.length);
  });

  it('treats a 403 from the server as not allowed (the role was revoked)', async () => {
    userStore.getState().setUser(moderator);
    queueResponse = () => reply(403, { error: 'forbidden', message: 'no' });
    wrap();
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
  });
});
