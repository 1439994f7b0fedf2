import { getAppConfig } from '@pear/shared/config';
import { getAppState } from '@pear/shared/store';
import ky, { type Options } from 'ky';
import { toApiError } from './api-error';

export type ApiContext = {
  /** Message of the ApiError when the server gives none. */
  errorMessage?: string;
  /** Set false to never add the user's bearer token. */
  auth?: boolean;
};

/**
 * The one ky instance. Adds `Authorization: Bearer <token>` from the store (unless the request already carries an
 * Authorization header or `context.auth === false`) and turns HTTP errors into ApiError.
 */
export const apiClient = ky.create({
  timeout: 60_000,
  retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request, options) => {
        if (options.context.auth === false || request.headers.has('Authorization')) return;
        const token = getAppState().authToken;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [toApiError],
  },
});

/** Joins a base URL and a path with exactly one slash. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * Options for a call to the Pear API: the base URL is read from the app config at request time (the config is loaded
 * after this module is evaluated).
 */
export const apiOptions = (options: Options & { context?: ApiContext } = {}): Options => ({
  ...options,
  prefixUrl: getAppConfig().apiBaseUrl,
});
