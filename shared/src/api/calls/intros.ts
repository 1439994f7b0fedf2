import { endpoints, type IntroList, type IntroRequest } from '@pear/contract';
import { callEndpoint, type SuccessBody } from '../call-endpoint';

/*
 * Double opt-in intros (issue 14), the same calls on both sides: a founder asks an investor on Pear, an investor asks
 * a founder; the other side accepts or declines. The server's refusals (the daily limit, one pending per pair) are
 * written for the person reading: they come through as they are.
 */

export const INTROS_ERROR = 'Failed to load your intro requests';
export const REQUEST_INTRO_ERROR = 'Failed to send the intro request';
export const ACCEPT_INTRO_ERROR = 'Failed to accept the intro';
export const DECLINE_INTRO_ERROR = 'Failed to decline the intro';

/** The request after an answer, and the receiver's deal at Introduced (null after a decline). */
export type IntroDecision = SuccessBody<typeof endpoints.acceptIntro>;

/** GET /dev/me/intros → the requests received and sent, each with the other side's card. */
export const listIntros = (): Promise<IntroList> => callEndpoint(endpoints.listIntros, { errorMessage: INTROS_ERROR });

/** POST /dev/me/intros `{ toUserId, message? }` → the request, pending (an empty message is not sent). */
export const requestIntro = (toUserId: string, message?: string | null): Promise<IntroRequest> =>
  callEndpoint(endpoints.requestIntro, {
    json: message?.trim() ? { toUserId, message: message.trim() } : { toUserId },
    errorMessage: REQUEST_INTRO_ERROR,
  });

/** POST /dev/me/intros/:id/accept → both sides now see each other's e-mail; both CRMs have a deal at Introduced. */
export const acceptIntro = (id: string): Promise<IntroDecision> =>
  callEndpoint(endpoints.acceptIntro, { params: { id }, errorMessage: ACCEPT_INTRO_ERROR });

/** POST /dev/me/intros/:id/decline → declined (the requester is not told). */
export const declineIntro = (id: string): Promise<IntroDecision> =>
  callEndpoint(endpoints.declineIntro, { params: { id }, errorMessage: DECLINE_INTRO_ERROR });
