import { endpoints, type SessionVerification } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const VERIFY_PAYMENT_ERROR = 'Failed to verify payment';

/**
 * GET /prod/payment/session/:id → the checkout session's state. The spec's app made no call here; a real product
 * verifies that the payment went through before saying so.
 */
export const verifyPaymentSession = (sessionId: string): Promise<SessionVerification> =>
  callEndpoint(endpoints.verifyPaymentSession, { params: { id: sessionId }, errorMessage: VERIFY_PAYMENT_ERROR });
