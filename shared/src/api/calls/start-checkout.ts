import { type CheckoutBody, endpoints } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const CHECKOUT_ERROR = 'Failed to start checkout process. Please try again.';

/** Call 9: POST /prod/payment/checkout `{ plan, email }` → the provider's checkout URL to redirect to. */
export const startCheckout = async (plan: CheckoutBody['plan'], email: string | null | undefined): Promise<string> => {
  const { checkout_url: url } = await callEndpoint(endpoints.startCheckout, {
    json: { plan, email: email ?? '' },
    errorMessage: CHECKOUT_ERROR,
  });
  // The browser cannot go to an empty address.
  if (url === '') throw new Error(CHECKOUT_ERROR);
  return url;
};
