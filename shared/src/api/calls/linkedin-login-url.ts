import { getAppConfig } from '@pear/shared/config';
import type { Role } from '@pear/shared/domain';
import { joinUrl } from '../api-client';

/** Call 1: where the browser navigates to sign in (with the role on sign-up, without it on sign-in). */
export const linkedinLoginUrl = (role?: Role): string => {
  const url = joinUrl(getAppConfig().apiBaseUrl, 'dev/linkedin/login');
  return role ? `${url}?${new URLSearchParams({ role }).toString()}` : url;
};
