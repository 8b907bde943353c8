import { provideRemoteLoader } from '@flow/store';
import { render, screen, waitFor } from '@testing-library/react';
import { PlanBannerSlot } from './PlanBannerSlot';

describe('plan banner slot', () => {
  it('shows billing’s banner when the billing remote loads', async () => {
    const loader = jest.fn(async () => ({ PlanBanner: () => <p>plans here</p> }));
    provideRemoteLoader(loader);
    render(<PlanBannerSlot />);
    // Its place is held while billing loads, so the wall below does not jump when it arrives.
    expect(screen.getByTestId('plan-banner-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByText('plans here')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-banner-placeholder')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('billing', 'widgets');
  });

  it('leaves the place empty when billing cannot be loaded', async () => {
    const loader = jest.fn(async () => {
      throw new Error('remote down');
    });
    provideRemoteLoader(loader);
    const { container } = render(<PlanBannerSlot />);
    await waitFor(() => expect(loader).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
