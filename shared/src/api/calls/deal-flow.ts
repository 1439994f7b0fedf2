import {
  endpoints,
  type CreateDealBody,
  type Deal,
  type DealDetail,
  type DealImportReport,
  type Endpoint,
  type InvestorSearchResult,
  type ScheduleMeetingBody,
  type UpdateDealBody,
} from '@pear/contract';
import { callEndpoint, sendEndpointRequest, type EndpointRequest } from '../call-endpoint';

/* The Deal Flow CRM (issue 12): one function per endpoint, each with the message shown when the call fails. */

export const DEALS_ERROR = 'Failed to load your deals';
export const DEAL_ERROR = 'Failed to load this deal';
export const SAVE_DEAL_ERROR = 'Failed to save the deal';
export const DELETE_DEAL_ERROR = 'Failed to delete the deal';
export const MEETING_ERROR = 'Failed to schedule the meeting';
export const MEETING_INVITE_ERROR = 'Failed to download the invite';
export const ADD_FROM_MATCH_ERROR = 'Failed to add this investor to Deal Flow';
export const INTRO_SENT_ERROR = 'Failed to record the e-mail as sent';
export const INVESTOR_SEARCH_ERROR = 'Failed to search investors';
export const FOLLOW_UPS_ERROR = 'Failed to count follow-ups';
export const EXPORT_DEALS_ERROR = 'Failed to export your deals';
export const IMPORT_DEALS_ERROR = 'Failed to import the CSV';

/** A text answer (the CSV, the invite) as it came: never through JSON. */
const fetchText = async <E extends Endpoint>(endpoint: E, request: EndpointRequest<E>): Promise<string> =>
  (await sendEndpointRequest(endpoint, request)).text();

/** GET /dev/me/deals → every deal of the signed-in user (all outcomes). */
export const listDeals = async (): Promise<Deal[]> =>
  (await callEndpoint(endpoints.listDeals, { errorMessage: DEALS_ERROR })).deals;

/** POST /dev/me/deals → the new deal (a corpus investor, a platform user or a free-form contact; Lead by default). */
export const createDeal = (body: CreateDealBody): Promise<DealDetail> =>
  callEndpoint(endpoints.createDeal, { json: body, errorMessage: SAVE_DEAL_ERROR });

/** GET /dev/me/deals/:id → the deal and its timeline, newest first. */
export const getDeal = (id: string): Promise<DealDetail> =>
  callEndpoint(endpoints.getDeal, { params: { id }, errorMessage: DEAL_ERROR });

/** PATCH /dev/me/deals/:id → the deal after the edit (a new stage is on the timeline). */
export const updateDeal = (id: string, changes: UpdateDealBody): Promise<DealDetail> =>
  callEndpoint(endpoints.updateDeal, { params: { id }, json: changes, errorMessage: SAVE_DEAL_ERROR });

/** DELETE /dev/me/deals/:id. */
export const deleteDeal = async (id: string): Promise<void> => {
  await callEndpoint(endpoints.deleteDeal, { params: { id }, errorMessage: DELETE_DEAL_ERROR });
};

/** POST /dev/me/deals/:id/notes `{ text }`. */
export const addDealNote = (id: string, text: string): Promise<DealDetail> =>
  callEndpoint(endpoints.addDealNote, { params: { id }, json: { text }, errorMessage: SAVE_DEAL_ERROR });

/** POST /dev/me/deals/:id/pass `{ reason }` (required). */
export const passDeal = (id: string, reason: string): Promise<DealDetail> =>
  callEndpoint(endpoints.passDeal, { params: { id }, json: { reason }, errorMessage: SAVE_DEAL_ERROR });

/** POST /dev/me/deals/:id/reopen. */
export const reopenDeal = (id: string): Promise<DealDetail> =>
  callEndpoint(endpoints.reopenDeal, { params: { id }, errorMessage: SAVE_DEAL_ERROR });

/** POST /dev/me/deals/:id/meetings → the deal, the meeting's id (for the invite and a reschedule) and its details. */
export const scheduleDealMeeting = (id: string, meeting: ScheduleMeetingBody) =>
  callEndpoint(endpoints.scheduleDealMeeting, { params: { id }, json: meeting, errorMessage: MEETING_ERROR });

/** GET /dev/me/deals/:id/meetings/:meetingId/invite.ics → the iCalendar text, to offer as a download. */
export const getDealMeetingInvite = (id: string, meetingId: string): Promise<string> =>
  fetchText(endpoints.getDealMeetingInvite, { params: { id, meetingId }, errorMessage: MEETING_INVITE_ERROR });

/** POST /dev/me/deals/from-match `{ investorId }` → the deal (the same one on every call). */
export const addDealFromMatch = (investorId: string): Promise<DealDetail> =>
  callEndpoint(endpoints.addDealFromMatch, { json: { investorId }, errorMessage: ADD_FROM_MATCH_ERROR });

/** POST /dev/me/deals/intro-sent `{ investorId, subject, body }` → the deal, at Contacted or later. */
export const markIntroSent = (email: { investorId: string; subject: string; body: string }): Promise<DealDetail> =>
  callEndpoint(endpoints.markIntroSent, { json: email, errorMessage: INTRO_SENT_ERROR });

/** GET /dev/me/investor-search?q= → at most 10 corpus investors whose name contains q. */
export const searchInvestors = async (query: string): Promise<InvestorSearchResult['investors']> =>
  (await callEndpoint(endpoints.searchInvestors, { searchParams: { q: query }, errorMessage: INVESTOR_SEARCH_ERROR }))
    .investors;

/** GET /dev/me/deals/follow-ups-due?today= → open deals due on or before the client's `today` (YYYY-MM-DD). */
export const getFollowUpsDue = (today: string) =>
  callEndpoint(endpoints.getFollowUpsDue, { searchParams: { today }, errorMessage: FOLLOW_UPS_ERROR });

/** GET /dev/me/deals/export.csv → the CSV text. */
export const exportDealsCsv = (): Promise<string> =>
  fetchText(endpoints.exportDealsCsv, { errorMessage: EXPORT_DEALS_ERROR });

/** POST /dev/me/deals/import/preview `{ csv }` → what an import would add, update and skip, and the bad rows. */
export const previewDealsImport = (csv: string): Promise<DealImportReport> =>
  callEndpoint(endpoints.previewDealsImport, { json: { csv }, errorMessage: IMPORT_DEALS_ERROR });

/** POST /dev/me/deals/import `{ csv }` → the same report, written. */
export const importDeals = (csv: string): Promise<DealImportReport> =>
  callEndpoint(endpoints.importDeals, { json: { csv }, errorMessage: IMPORT_DEALS_ERROR });
