import { act, fireEvent, screen } from '@testing-library/react';
import { Toaster } from '../deferred/Toaster';
import { renderWithUi } from './render';

// Radix's toaster chunk cannot be loaded (offline, a failed deploy).
jest.mock('../components/Toaster', () => {
  throw new Error('chunk failed');
});

describe('Toaster when Radix cannot load', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('still says what it has to say, as a status message in the same region, closable and timed', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(
      <Toaster
        toasts={[{ id: 't1', title: 'Could not share', description: 'Try again in a moment.', open: true, duration: 3000 }]}
        onOpenChange={onOpenChange}
        closeLabel="Close"
        regionLabel="Notifications"
      />,
    );
    await act(async () => {
      await Promise.resolve();
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const status = await screen.findByRole('status');
    expect(region).toContainElement(status);
    expect(status).toHaveTextContent('Could not share');
    expect(status).toHaveTextContent('Try again in a moment.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith('t1', false);
    onOpenChange.mockClear();
    act(() => jest.advanceTimersByTime(3000));
    expect(onOpenChange).toHaveBeenCalledWith('t1', false);
  });
});
