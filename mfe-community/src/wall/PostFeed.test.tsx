import { initI18n } from '@flow/i18n';
import { TranslationConsentProvider } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { Composer } from './Composer';
import { PostFeedView } from './PostFeed';

beforeAll(() => initI18n({ language: 'en' }));
const wrap = (ui: React.ReactNode) =>
  render(
    <UiProvider>
      <TranslationConsentProvider>{ui}</TranslationConsentProvider>
    </UiProvider>,
  );

describe('PostFeedView (spec 000 §2)', () => {
  it('shows three skeleton cards while loading', () => {
    wrap(<PostFeedView state="loading" />);
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(3);
  });
  it('shows the failure with Try Again', () => {
    const retry = jest.fn();
    wrap(<PostFeedView state="error" onRetry={retry} />);
    expect(screen.getByText('Failed to load posts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalled();
  });
  it('shows the empty state', () => {
    wrap(<PostFeedView state="empty" />);
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share your heart with the community')).toBeInTheDocument();
  });
});

describe('Composer (spec 000 §5)', () => {
  it('keeps submit disabled while the trimmed text is empty', () => {
    wrap(<Composer />);
    const input = screen.getByPlaceholderText("What's on your heart? Share anonymously for spiritual guidance...");
    const submit = screen.getByRole('button', { name: 'Share Anonymously' });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: 'Please pray for me' } });
    expect(submit).toBeEnabled();
  });
  it('warns before sending a post over the limit', () => {
    wrap(<Composer />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('Please keep your message under 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Anonymously' })).toBeDisabled();
  });
});
