import { endpoints, type LoginSession } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const EXCHANGE_LOGIN_CODE_ERROR = 'Sign-in failed. Please try again.';

/**
 * After call 1: POST /dev/auth/exchange trades the callback's one-time `token` (a login code) and the nonce this tab
 * kept for the session token and who it belongs to. Works once; a used, expired or foreign code answers 401.
 */
export const exchangeLoginCode = (code: string, nonce: string): Promise<LoginSession> =>
  callEndpoint(endpoints.exchangeLoginCode, {
    json: { code, nonce },
    errorMessage: EXCHANGE_LOGIN_CODE_ERROR,
  });
