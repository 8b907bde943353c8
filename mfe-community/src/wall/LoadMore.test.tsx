import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadMore } from './LoadMore';

beforeAll(() => initI18n({ language: 'en' }));
const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('LoadMore', () => {
  it('loads more from its button and says so in a polite status line', () => {
    const load = jest.fn();
    const { rerender } = wrap(<LoadMore state="idle" onLoadMore={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<UiProvider><LoadMore state="loaded" onLoadMore={load} /></UiProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('More posts loaded.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
  it('stays focusable but does nothing while a page is loading', () => {
    const load = jest.fn();
    wrap(<LoadMore state="loading" onLoadMore={load} />);
    const button = screen.getByRole('button', { name: 'Loading more posts…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    fireEvent.click(button);
    expect(load).not.toHaveBeenCalled();
  });
  it('offers to try again after a failure, and has no button at the end of the wall', () => {
    const { rerender } = wrap(<LoadMore state="failed" onLoadMore={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('More posts could not be loaded.');
    expect(screen.getByRole('button', { name: 'Load more posts' })).toBeInTheDocument();
    rerender(<UiProvider><LoadMore state="end" onLoadMore={() => undefined} /></UiProvider>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('You have reached the oldest posts.');
  });
  it("speaks of prayer requests under the prayer wall, with its own status line", () => {
    wrap(
      <>
        <LoadMore state="idle" onLoadMore={() => undefined} />
        <LoadMore of="prayer" state="idle" onLoadMore={() => undefined} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Load more prayer requests' });
    expect(button).toHaveAttribute('aria-describedby', 'prayer-load-more-status');
    expect(document.getElementById('wall-load-more-status')).not.toBeNull();
  });
});
