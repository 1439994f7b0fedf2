import { endpoints, type OutreachDraft } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const OUTREACH_DRAFT_ERROR = 'Failed to draft the intro e-mail';

/** POST /dev/me/outreach-draft `{ investorId }` → `{ subject, body }` of an intro e-mail to that investor. */
export const draftOutreach = (investorId: string): Promise<OutreachDraft> =>
  callEndpoint(endpoints.draftOutreach, { json: { investorId }, errorMessage: OUTREACH_DRAFT_ERROR });
