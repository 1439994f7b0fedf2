import { apiClient, apiOptions } from '../api-client';
import { outreachDraftSchema, type OutreachDraft } from '../dashboard-schemas';

export const OUTREACH_DRAFT_ERROR = 'Failed to draft the intro e-mail';

/** POST /dev/me/outreach-draft `{ investorId }` → `{ subject, body }` of an intro e-mail to that investor. */
export const draftOutreach = async (investorId: string | number): Promise<OutreachDraft> => {
  const body = await apiClient
    .post(
      'dev/me/outreach-draft',
      apiOptions({ json: { investorId }, context: { errorMessage: OUTREACH_DRAFT_ERROR } }),
    )
    .json();
  const result = outreachDraftSchema.safeParse(body);
  if (!result.success) throw new Error(OUTREACH_DRAFT_ERROR);
  return result.data;
};
