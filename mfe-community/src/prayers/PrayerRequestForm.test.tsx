import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CommunityStatsView } from '../sidebar/CommunityStatsWidget';
import * as api from './api';
import { PrayerRequestForm } from './PrayerRequestForm';

jest.mock('./api', () => ({
  grammarPreview: jest.fn(),
  createPrayerRequest: jest.fn(),
  refreshPrayers: jest.fn(async () => undefined),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  jest.clearAllMocks();
  toastStore.setState({ toasts: [] });
});
const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);
const lastToast = () => toastStore.getState().toasts[0];
const created = (content: string, heldForReview = false) =>
  ({ id: 'x', content, heldForReview }) as unknown as Awaited<ReturnType<typeof api.createPrayerRequest>>;

function type(text: string) {
  fireEvent.change(screen.getByPlaceholderText('What would you like us to pray for? Share anonymously...'), { target: { value: text } });
}

describe('PrayerRequestForm (spec 000 §4)', () => {
  it('keeps Preview & Submit disabled while the text is empty after trimming', () => {
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    const preview = screen.getByRole('button', { name: 'Preview & Submit' });
    expect(preview).toBeDisabled();
    type('   ');
    expect(preview).toBeDisabled();
    type('Pray for me');
    expect(preview).toBeEnabled();
  });

  it('preselects the corrected version when there are changes and sends it', async () => {
    mocked.grammarPreview.mockResolvedValue({ original: 'i am sad', corrected: 'I am sad.', hasChanges: true });
    mocked.createPrayerRequest.mockResolvedValue(created('I am sad.'));
    const onClose = jest.fn();
    wrap(<PrayerRequestForm onClose={onClose} />);
    type('i am sad');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    expect(mocked.grammarPreview).toHaveBeenCalledWith('i am sad', 'grammar');
    const corrected = await screen.findByRole('button', { name: /Use Corrected Version/ });
    expect(corrected).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Keep Original/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Share Prayer Request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocked.createPrayerRequest).toHaveBeenCalledWith('I am sad.');
    expect(lastToast()).toMatchObject({ title: 'Prayer request received' });
  });

  it('sends the original when the person keeps it', async () => {
    mocked.grammarPreview.mockResolvedValue({ original: 'i am sad', corrected: 'I am sad.', hasChanges: true });
    mocked.createPrayerRequest.mockResolvedValue(created('i am sad'));
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    type('i am sad');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: /Keep Original/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Share Prayer Request' }));
    await waitFor(() => expect(mocked.createPrayerRequest).toHaveBeenCalledWith('i am sad'));
  });

  it('says when no corrections are needed, and Back to Edit keeps the text', async () => {
    mocked.grammarPreview.mockResolvedValue({ original: 'Pray for me.', corrected: 'Pray for me.', hasChanges: false });
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    type('Pray for me.');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    expect(await screen.findByText('✓ No grammar corrections needed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Edit' }));
    expect(screen.getByPlaceholderText('What would you like us to pray for? Share anonymously...')).toHaveValue('Pray for me.');
  });

  it('lets the person submit the original when the grammar check fails', async () => {
    mocked.grammarPreview.mockRejectedValue(new Error('503: down'));
    mocked.createPrayerRequest.mockResolvedValue(created('Pray for me'));
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    type('Pray for me');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    await screen.findByRole('button', { name: 'Share Prayer Request' });
    expect(lastToast()).toMatchObject({
      title: 'Grammar check failed',
      description: 'Unable to check grammar. You can still submit your original request.',
    });
    expect(screen.queryByText('✓ No grammar corrections needed')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share Prayer Request' }));
    await waitFor(() => expect(mocked.createPrayerRequest).toHaveBeenCalledWith('Pray for me'));
  });

  it('keeps the request on a failed submit and says so', async () => {
    mocked.grammarPreview.mockResolvedValue({ original: 'Keep me', corrected: 'Keep me', hasChanges: false });
    mocked.createPrayerRequest.mockRejectedValue(new Error('500: '));
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    type('Keep me');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share Prayer Request' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to submit' }));
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('Cancel clears the text and closes the form', () => {
    const onClose = jest.fn();
    wrap(<PrayerRequestForm onClose={onClose} />);
    type('Never mind');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows crisis resources as soon as the words suggest danger, and explains a held request', async () => {
    mocked.grammarPreview.mockResolvedValue({ original: 'I want to die', corrected: 'I want to die.', hasChanges: true });
    mocked.createPrayerRequest.mockResolvedValue(created('I want to die.', true));
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    type('I want to die');
    // The checks load with the first keystroke.
    expect(await screen.findByRole('alert')).toHaveTextContent('Call 988');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share Prayer Request' }));
    expect(await screen.findByText("We're holding your words with care")).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Call 988');
    // Other countries' lines are drawn when their disclosure is opened.
    const others = within(alert).getByTestId('crisis-other-countries') as HTMLDetailsElement;
    others.open = true;
    fireEvent(others, new Event('toggle'));
    expect(alert).toHaveTextContent('Text SHOUT to 85258');
    expect(toastStore.getState().toasts).toHaveLength(0);
  });
});

describe('CommunityStatsView (spec 000 §9)', () => {
  it('shows the first 6 countries', () => {
    const countries = ['US', 'BR', 'GB', 'PH', 'NG', 'IN', 'KR'].map((code, i) => ({ country: code, countryCode: code, count: 10 - i }));
    act(() => {
      wrap(<CommunityStatsView stats={{ postsShared: 1, responsesGiven: 2, prayersOffered: 3 }} visitors={{ totalVisitors: 70, countries }} />);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByTestId('stat-prayers')).toHaveTextContent('3');
    expect(screen.queryByText('South Korea')).not.toBeInTheDocument();
  });
});

describe('PrayerRequestForm AI-enhanced version', () => {
  it('offers an AI-enhanced version in the preview and sends it when chosen', async () => {
    mocked.grammarPreview.mockImplementation(async (content, mode) =>
      mode === 'grammar'
        ? { original: content, corrected: content, hasChanges: false }
        : { original: content, corrected: 'Please pray for peace in my family.', hasChanges: true },
    );
    mocked.createPrayerRequest.mockResolvedValue(created('Please pray for peace in my family.'));
    wrap(<PrayerRequestForm onClose={jest.fn()} />);
    type('pray for my family');
    fireEvent.click(screen.getByRole('button', { name: 'Preview & Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview AI enhanced' }));
    expect(mocked.grammarPreview).toHaveBeenLastCalledWith('pray for my family', 'enhance');
    const version = await screen.findByRole('button', { name: /Use this version/ });
    expect(version).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(version);
    expect(version).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Share Prayer Request' }));
    await waitFor(() => expect(mocked.createPrayerRequest).toHaveBeenCalledWith('Please pray for peace in my family.'));
  });
});
