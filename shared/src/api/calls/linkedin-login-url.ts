import { buildPath, endpoints, type RequestQuery } from '@pear/contract';
import { getAppConfig } from '@pear/shared/config';
import { joinUrl } from '../api-client';

/**
 * Call 1: where the browser navigates to sign in: the role on sign-up (none on sign-in), and the SHA-256 of the nonce
 * this tab keeps, which the callback's one-time code is bound to.
 */
export const linkedinLoginUrl = ({ role, nonceHash }: RequestQuery<typeof endpoints.linkedinLogin>): string => {
  const url = joinUrl(getAppConfig().apiBaseUrl, buildPath(endpoints.linkedinLogin.path));
  const query = new URLSearchParams(role ? { role, nonceHash } : { nonceHash });
  return `${url}?${query.toString()}`;
};
