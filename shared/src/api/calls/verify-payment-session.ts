import type { PlanId } from '@pear/shared/domain';
import { apiClient, apiOptions } from '../api-client';

export const VERIFY_PAYMENT_ERROR = 'Failed to verify payment';

export type PaymentSessionStatus = { status: 'paid' | 'open' | 'canceled'; plan: PlanId };

/**
 * GET /prod/payment/session/:id → the checkout session's state. The spec's app made no call here; a real product
 * verifies that the payment went through before saying so.
 */
export const verifyPaymentSession = async (sessionId: string): Promise<PaymentSessionStatus> =>
  apiClient
    .get(
      `prod/payment/session/${encodeURIComponent(sessionId)}`,
      apiOptions({ context: { errorMessage: VERIFY_PAYMENT_ERROR } }),
    )
    .json<PaymentSessionStatus>();
