import { type ApiError, isApiError } from '@pear/shared/api';

/*
 * The answers of the viewer routes that change the page, not just a line of it. Their messages are the server's,
 * written for the visitor ("This link was revoked by the founder."), and shown as they are.
 */

/** 404 or 410 from a link route: the link does not exist or stopped working. Its message, else null. */
export const linkGoneMessage = (error: unknown): string | null =>
  isApiError(error) && (error.status === 404 || error.status === 410) ? error.message : null;

/** 401 from a room route: the viewer session is over (expired, or its link revoked or expired). */
export const isSessionEnded = (error: unknown): error is ApiError => isApiError(error) && error.status === 401;
