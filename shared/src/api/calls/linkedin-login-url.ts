import { buildPath, endpoints, type RequestQuery } from '@pear/contract';
import { getAppConfig } from '@pear/shared/config';
import { joinUrl } from '../api-client';

/** Call 1: where the browser navigates to sign in (with the role on sign-up, without it on sign-in). */
export const linkedinLoginUrl = (role?: NonNullable<RequestQuery<typeof endpoints.linkedinLogin>['role']>): string => {
  const url = joinUrl(getAppConfig().apiBaseUrl, buildPath(endpoints.linkedinLogin.path));
  return role ? `${url}?${new URLSearchParams({ role }).toString()}` : url;
};
