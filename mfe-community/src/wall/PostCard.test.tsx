import { initI18n } from '@flow/i18n';
import { TranslationConsentProvider } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { render, screen, within } from '@testing-library/react';
import { samplePosts } from './fixtures';
import { PostCard } from './PostCard';

beforeAll(() => initI18n({ language: 'en' }));
const wrap = (ui: React.ReactNode) =>
  render(
    <UiProvider>
      <TranslationConsentProvider>{ui}</TranslationConsentProvider>
    </UiProvider>,
  );

describe('PostCard: who wrote it', () => {
  it('shows someone else\'s post as anonymous, with the server\'s avatar colour and a report button', () => {
    wrap(<PostCard post={{ ...samplePosts[0], avatar: 3, communityResponses: [] }} />);
    const card = screen.getByTestId('post-card');
    expect(within(card).getByText('Anonymous')).toBeInTheDocument();
    expect(card.querySelector('[data-gradient]')).toHaveAttribute('data-gradient', '3');
    expect(within(card).queryByTestId('own-original')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /report/i })).toBeInTheDocument();
  });

  it('marks the viewer\'s own post, explains a masked text and keeps what they wrote one tap away', () => {
    const original = 'Pray for me, write to maria@example.com';
    wrap(<PostCard post={{ ...samplePosts[1], isMine: true, content: 'Pray for me, write to •••', original }} />);
    const card = screen.getByTestId('post-card');
    expect(within(card).getByText('Your post')).toBeInTheDocument();
    const box = within(card).getByTestId('own-original');
    expect(within(box).getByText(/Only you can see what you wrote/)).toBeInTheDocument();
    expect(within(box).getByText(original)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /report/i })).not.toBeInTheDocument();
  });
});
