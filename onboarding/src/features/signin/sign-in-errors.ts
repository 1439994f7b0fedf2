import { SIGN_IN_ERROR_CODES, type SignInErrorCode } from '@pear/contract';

/** What /signin?error=<code> tells the user: every way a sign-in can end back on the sign-in page. */
export const SIGN_IN_ERROR_MESSAGES: Record<SignInErrorCode, string> = {
  login_unavailable: 'Sign-in is not available right now. Please try again later.',
  invalid_state: 'Your sign-in took too long or was started in another window. Please try again.',
  access_denied: 'The LinkedIn sign-in was cancelled. Sign in again to continue.',
  email_required: 'LinkedIn did not share your e-mail address, which Pear needs. Please allow it and try again.',
  email_in_use:
    'An account with this e-mail address already exists and was created with another sign-in. Please sign in the way you did before.',
  login_failed: 'Sign-in failed. Please try again.',
  login_expired:
    'This sign-in link has expired, was already used, or was opened in another browser. Please sign in again.',
};

/** The message for `?error=`, or null when there is none or the code is not one of ours. */
export const signInErrorMessage = (code: string | null): string | null =>
  (SIGN_IN_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? SIGN_IN_ERROR_MESSAGES[code as SignInErrorCode]
    : null;
