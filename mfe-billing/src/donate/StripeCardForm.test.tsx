import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import type { Stripe } from '@stripe/stripe-js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import StripeCardForm from './StripeCardForm';

beforeAll(() => initI18n({ language: 'en' }));

/** Stands in for Stripe.js: records what the form asked of it. */
function fakeStripe(confirm: () => Promise<{ error?: { message?: string } }>) {
  const handlers: Record<string, () => void> = {};
  const element = { on: jest.fn((name: string, fn: () => void) => (handlers[name] = fn)), mount: jest.fn() };
  const elements = { create: jest.fn(() => element) };
  const stripe = { elements: jest.fn(() => elements), confirmPayment: jest.fn(confirm) };
  return { stripe, element, elements, ready: () => act(() => handlers.ready?.()) };
}

const props = (over: Partial<React.ComponentProps<typeof StripeCardForm>> = {}) => ({
  publishableKey: 'pk_test_x',
  clientSecret: 'pi_1_secret_2',
  amountLabel: '$12.50',
  onSuccess: jest.fn(),
  onError: jest.fn(),
  onBack: jest.fn(),
  ...over,
});

describe("Stripe's card form", () => {
  it('mounts the Payment Element for the client secret and confirms without a redirect', async () => {
    const fake = fakeStripe(async () => ({}));
    const load = jest.fn(async () => fake.stripe as unknown as Stripe);
    const p = props({ load });
    render(<UiProvider><StripeCardForm {...p} /></UiProvider>);
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    expect(load).toHaveBeenCalledWith('pk_test_x');
    expect(fake.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_1_secret_2' }));
    expect(fake.elements.create).toHaveBeenCalledWith('payment');
    const pay = screen.getByRole('button', { name: 'Donate $12.50' });
    expect(pay).toBeDisabled();
    fake.ready();
    fireEvent.click(pay);
    await waitFor(() => expect(p.onSuccess).toHaveBeenCalled());
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required', confirmParams: { return_url: window.location.origin } }));
  });

  it("passes the provider's message on when the payment fails, and lets the person try again", async () => {
    const fake = fakeStripe(async () => ({ error: { message: 'Your card was declined.' } }));
    const p = props({ load: async () => fake.stripe as unknown as Stripe });
    render(<UiProvider><StripeCardForm {...p} /></UiProvider>);
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    fake.ready();
    fireEvent.click(screen.getByRole('button', { name: 'Donate $12.50' }));
    await waitFor(() => expect(p.onError).toHaveBeenCalledWith('Your card was declined.'));
    expect(p.onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Donate $12.50' })).toBeEnabled();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    const p = props({ load: async () => null });
    render(<UiProvider><StripeCardForm {...p} /></UiProvider>);
    await waitFor(() => expect(p.onError).toHaveBeenCalledWith(null));
  });
});
