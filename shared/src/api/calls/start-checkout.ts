import type { PlanId } from '@pear/shared/domain';
import { apiClient, apiOptions } from '../api-client';

export const CHECKOUT_ERROR = 'Failed to start checkout process. Please try again.';

/** Call 9: POST /prod/payment/checkout `{ plan, email }` → the provider's checkout URL to redirect to. */
export const startCheckout = async (plan: PlanId, email: string | null | undefined): Promise<string> => {
  const body = await apiClient
    .post(
      'prod/payment/checkout',
      apiOptions({ json: { plan, email: email ?? '' }, context: { errorMessage: CHECKOUT_ERROR } }),
    )
    .json<{ checkout_url?: unknown }>();
  if (typeof body?.checkout_url !== 'string' || body.checkout_url === '') throw new Error(CHECKOUT_ERROR);
  return body.checkout_url;
};
