import { endpoints, type FounderKudos, type Kudo, type RequestBody } from '@pear/contract';
import { callEndpoint, type SuccessBody } from '../call-endpoint';

/*
 * Kudos (issue 14): endorsements of a founder by people who know them. The founder's calls carry the session; the
 * one-time link's calls carry nothing but the link's token (`auth: 'none'`), so whoever opens the mail can write.
 */

export const KUDOS_ERROR = 'Failed to load your kudos';
export const REQUEST_KUDO_ERROR = 'Failed to send the kudo request';
export const APPROVE_KUDO_ERROR = 'Failed to approve the kudo';
export const HIDE_KUDO_ERROR = 'Failed to hide the kudo';
export const KUDO_INVITATION_ERROR = 'Failed to open this kudo link';
export const WRITE_KUDO_ERROR = 'Failed to send your kudo';

/** Whom a kudo link is about. */
export type KudoInvitation = SuccessBody<typeof endpoints.getKudoInvitation>;
export type WriteKudoBody = RequestBody<typeof endpoints.writeKudo>;

/** GET /dev/me/kudos → the founder's kudos and investors' reference requests. */
export const getFounderKudos = (): Promise<FounderKudos> =>
  callEndpoint(endpoints.getFounderKudos, { errorMessage: KUDOS_ERROR });

/** POST /dev/me/kudos `{ email }` → the invitation (the link is e-mailed). */
export const requestKudo = (email: string): Promise<Kudo> =>
  callEndpoint(endpoints.requestKudo, { json: { email }, errorMessage: REQUEST_KUDO_ERROR });

/** POST /dev/me/kudos/:id/approve → the kudo, now shown to investors. */
export const approveKudo = (id: string): Promise<Kudo> =>
  callEndpoint(endpoints.approveKudo, { params: { id }, errorMessage: APPROVE_KUDO_ERROR });

/** POST /dev/me/kudos/:id/hide → the kudo, hidden from investors. */
export const hideKudo = (id: string): Promise<Kudo> =>
  callEndpoint(endpoints.hideKudo, { params: { id }, errorMessage: HIDE_KUDO_ERROR });

/** GET /dev/kudos/:token → the founder and company the link is about (404 unknown, 410 used or expired). */
export const getKudoInvitation = (token: string): Promise<KudoInvitation> =>
  callEndpoint(endpoints.getKudoInvitation, { params: { token }, errorMessage: KUDO_INVITATION_ERROR });

/** POST /dev/kudos/:token → written; the link stops working. */
export const writeKudo = async (token: string, body: WriteKudoBody): Promise<void> => {
  await callEndpoint(endpoints.writeKudo, { params: { token }, json: body, errorMessage: WRITE_KUDO_ERROR });
};
