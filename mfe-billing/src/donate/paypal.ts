import { call } from '@flow/api-client';
import { endpoints, type PayPalSetup } from '@flow/contracts';
import useSWR from 'swr';

/** Spec 001 §7 GET /paypal/setup: whether PayPal (or its local test mode) takes donations here. */
export function usePayPalSetup(enabled: boolean) {
  return useSWR<PayPalSetup>(enabled ? endpoints.paypalSetup.path : null, () => call(endpoints.paypalSetup));
}

/** Spec 001 §7 POST /paypal/order/{id}/capture: after the person approved the order. */
export function capturePayPalOrder(orderId: string) {
  return call(endpoints.paypalCapture, { params: { orderId }, body: {} });
}
