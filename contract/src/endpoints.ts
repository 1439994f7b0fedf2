import * as z from 'zod/mini';
import {
  applicationExportQuerySchema,
  applicationParamsSchema,
  applicationSchema,
  applicationsOverviewSchema,
  programmeParamsSchema,
  updateApplicationBodySchema,
} from './applications.js';
import { chatRequestSchema, chatResponseSchema } from './assistant.js';
import { loginCodeExchangeSchema, loginSessionSchema, loginStartQuerySchema, signInAccountSchema } from './auth.js';
import {
  addFromMatchBodySchema,
  addNoteBodySchema,
  createDealBodySchema,
  dealCsvBodySchema,
  dealDetailSchema,
  dealImportReportSchema,
  dealListSchema,
  dealParamsSchema,
  followUpsDueQuerySchema,
  followUpsDueSchema,
  investorSearchQuerySchema,
  investorSearchResultSchema,
  markIntroSentBodySchema,
  meetingParamsSchema,
  passDealBodySchema,
  scheduledMeetingSchema,
  scheduleMeetingBodySchema,
  updateDealBodySchema,
} from './crm.js';
import {
  accessRequestParamsSchema,
  accessRequestSchema,
  caughtMailListSchema,
  caughtMailQuerySchema,
  createdLinkSchema,
  createLinkBodySchema,
  createPendingItemBodySchema,
  dataRoomAnalyticsSchema,
  dataRoomAuditSchema,
  dataRoomItemParamsSchema,
  dataRoomItemSchema,
  dataRoomLinkParamsSchema,
  dataRoomLinkSchema,
  dataRoomOverviewSchema,
  linkLandingSchema,
  linkTokenParamsSchema,
  pageViewReportBodySchema,
  requestViewerCodeBodySchema,
  updateItemBodySchema,
  verifyViewerCodeBodySchema,
  viewerAccessRequestBodySchema,
  viewerAccessRequestSchema,
  viewerCodeSentSchema,
  viewerContentQuerySchema,
  viewerRoomSchema,
  viewerSessionSchema,
} from './data-room.js';
import {
  deckUploadResponseSchema,
  resumeUploadSchema,
  storedResumeSchema,
  thesisUploadResponseSchema,
  vibeScoreSchema,
} from './documents.js';
import { earlyAccessInsertBodySchema, earlyAccessRowSchema } from './early-access.js';
import {
  claimInvestorBodySchema,
  createIntroBodySchema,
  founderKudosSchema,
  founderMatchListSchema,
  founderParamsSchema,
  fundSchema,
  introDecisionSchema,
  introListSchema,
  introParamsSchema,
  introRequestSchema,
  investorClaimSchema,
  investorDashboardSchema,
  kudoInvitationSchema,
  kudoParamsSchema,
  kudoSchema,
  kudoTokenParamsSchema,
  portfolioCompanyBodySchema,
  portfolioCompanyParamsSchema,
  portfolioCompanySchema,
  requestKudoBodySchema,
  updateFundBodySchema,
  updateInvestorProfileBodySchema,
  updatePortfolioCompanyBodySchema,
  writeKudoBodySchema,
} from './investor-side.js';
import { authErrors, bodyErrors, commonErrors, defineEndpoint, errorBodySchema, postgrestErrorSchema } from './http.js';
import {
  findMatchesResponseSchema,
  investorQuestionsResponseSchema,
  matchesResponseSchema,
  matchStatusSchema,
  outreachDraftRequestSchema,
  outreachDraftSchema,
} from './matches.js';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  localCheckoutFormSchema,
  localCheckoutQuerySchema,
  localSessionParamsSchema,
  sessionParamsSchema,
  sessionVerificationSchema,
  webhookResponseSchema,
} from './payments.js';
import {
  createMediaItemBodySchema,
  mediaItemParamsSchema,
  mediaItemSchema,
  mediaListSchema,
  reorderMediaBodySchema,
  updateMediaItemBodySchema,
  videoPitchStateSchema,
  videoPlaybackParamsSchema,
} from './media.js';
import { getInfoResponseSchema, storeInfoBodySchema, successSchema } from './profile.js';

/*
 * Every HTTP endpoint of the Pear API, once. Numbers in the summaries are the spec's §7 calls. Keys are the names of
 * the client's functions; the API registers each entry (see api/src/plugins/contract.ts) and serves the OpenAPI
 * document generated from them at /docs.
 */

const redirect = (description: string) => ({ kind: 'redirect', description }) as const;
const html = (description: string) => ({ kind: 'html', description }) as const;
const file = (description: string) => ({ kind: 'file', description }) as const;
/**
 * A text file answered as it is (its own content type, never JSON-encoded); typed as the string the client reads.
 * The description says the content type, which the OpenAPI document cannot.
 */
const textBody = (description: string) => z.string().register(z.globalRegistry, { description });

/** PDF uploads: 429 past UPLOAD_RATE_LIMIT_MAX per minute per user; 503 while every parser is busy and the queue full. */
const uploadRefusals = { 429: errorBodySchema, 503: errorBodySchema } as const;

/** CRM writes: a body, and 429 past USER_RATE_LIMIT_MAX per minute per user. */
const crmWriteErrors = { 429: errorBodySchema, ...bodyErrors, ...authErrors } as const;

/** Data room uploads: 413 over 25 MB, 415 for a type it does not take (the message lists them), 429 past the upload limit. */
const dataRoomUploadErrors = { 404: errorBodySchema, 429: errorBodySchema, ...bodyErrors, ...authErrors } as const;

/**
 * Viewer routes: 401 without a valid viewer session (none, expired, or its link revoked or expired: the message
 * says which), 404 for a document not in this room or not open to this viewer.
 */
const viewerErrors = { 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, ...commonErrors } as const;

export const endpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness plus a database round trip',
    tag: 'service',
    auth: 'none',
    response: {
      200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
      ...commonErrors,
    },
  }),

  openApiDocument: defineEndpoint({
    method: 'GET',
    path: '/docs/json',
    summary: 'This API as an OpenAPI 3 document, generated from @pear/contract',
    tag: 'service',
    auth: 'none',
    response: { 200: z.record(z.string(), z.unknown()), ...commonErrors },
  }),

  apiReference: defineEndpoint({
    method: 'GET',
    path: '/docs',
    summary: 'A readable list of every endpoint, from the same document',
    tag: 'service',
    auth: 'none',
    response: { 200: html('The API reference page'), ...commonErrors },
  }),

  linkedinLogin: defineEndpoint({
    method: 'GET',
    path: '/dev/linkedin/login',
    summary: '1 · Start the professional-network sign-in (OIDC authorization code + PKCE)',
    tag: 'auth',
    auth: 'none',
    querystring: loginStartQuerySchema,
    response: {
      302: redirect('To the identity provider; to {APP_URL}/signin?error=… when sign-in is unavailable'),
      429: errorBodySchema,
      ...commonErrors,
    },
  }),

  linkedinCallback: defineEndpoint({
    method: 'GET',
    path: '/dev/linkedin/callback',
    summary: "The identity provider's return; signs the user in and sends them to /signup/authcallback",
    tag: 'auth',
    auth: 'none',
    querystring: z.looseObject({
      code: z.optional(z.string()),
      state: z.optional(z.string()),
      error: z.optional(z.string()),
    }),
    response: {
      302: redirect(
        'To {APP_URL}/signup/authcallback?token=…&isNewUser=… (token: a one-time login code for POST /dev/auth/exchange), or to /signin?error=…',
      ),
      ...commonErrors,
    },
  }),

  exchangeLoginCode: defineEndpoint({
    method: 'POST',
    path: '/dev/auth/exchange',
    summary:
      "Trade the callback's one-time code and this tab's nonce for the session token (once, within about a minute)",
    tag: 'auth',
    auth: 'none',
    body: loginCodeExchangeSchema,
    response: { 200: loginSessionSchema, 401: errorBodySchema, 429: errorBodySchema, ...bodyErrors, ...commonErrors },
  }),

  getInfo: defineEndpoint({
    method: 'GET',
    path: '/dev/me/get-info',
    summary: '2 · The signed-in user, their founder fields and their company',
    tag: 'profile',
    auth: 'bearer',
    response: { 200: getInfoResponseSchema, ...authErrors },
  }),

  getSignInAccount: defineEndpoint({
    method: 'GET',
    path: '/dev/me/sign-in-account',
    summary: 'The account the user signed in with (provider and e-mail), shown as connected in Settings',
    tag: 'profile',
    auth: 'bearer',
    response: { 200: signInAccountSchema, ...authErrors },
  }),

  storeInfo: defineEndpoint({
    method: 'POST',
    path: '/dev/me/store-info',
    summary: '5 · Save inline edits or the startup information (several fields at once)',
    tag: 'profile',
    auth: 'bearer',
    body: storeInfoBodySchema,
    response: { 200: successSchema, 429: errorBodySchema, ...bodyErrors, ...authErrors },
  }),

  getMatches: defineEndpoint({
    method: 'GET',
    path: '/dev/me/matches',
    summary: "3 · Today's investor matches, best first",
    tag: 'matching',
    auth: 'bearer',
    role: 'founder',
    response: { 200: matchesResponseSchema, 403: errorBodySchema, ...authErrors },
  }),

  findMatches: defineEndpoint({
    method: 'POST',
    path: '/dev/me/find-matches',
    summary: "4 · Reveal new matches within the plan's daily quota (no body)",
    tag: 'matching',
    auth: 'bearer',
    role: 'founder',
    /** 429: the daily quota is used up, or USER_RATE_LIMIT_MAX requests per minute. */
    response: {
      200: findMatchesResponseSchema,
      403: errorBodySchema,
      429: errorBodySchema,
      ...bodyErrors,
      ...authErrors,
    },
  }),

  getMatchStatus: defineEndpoint({
    method: 'GET',
    path: '/dev/me/match-status',
    summary: "The founder's plan, trial and today's match quota",
    tag: 'matching',
    auth: 'bearer',
    role: 'founder',
    response: { 200: matchStatusSchema, 403: errorBodySchema, ...authErrors },
  }),

  draftOutreach: defineEndpoint({
    method: 'POST',
    path: '/dev/me/outreach-draft',
    summary: 'An intro e-mail to one of your matches, from your own facts and the match reasons',
    tag: 'matching',
    auth: 'bearer',
    role: 'founder',
    body: outreachDraftRequestSchema,
    response: { 200: outreachDraftSchema, 403: errorBodySchema, 404: errorBodySchema, ...bodyErrors, ...authErrors },
  }),

  getInvestorQuestions: defineEndpoint({
    method: 'GET',
    path: '/dev/me/investor-questions',
    summary: 'Likely investor questions with answer outlines from your deck and resume',
    tag: 'matching',
    auth: 'bearer',
    role: 'founder',
    response: { 200: investorQuestionsResponseSchema, 403: errorBodySchema, ...authErrors },
  }),

  parseResume: defineEndpoint({
    method: 'POST',
    path: '/dev/founder/new/resume',
    summary: "6 · Parse a resume (base64 PDF) and keep it as the user's profile",
    tag: 'documents',
    auth: 'bearer',
    body: resumeUploadSchema,
    response: {
      200: storedResumeSchema,
      413: errorBodySchema,
      415: errorBodySchema,
      422: errorBodySchema,
      ...uploadRefusals,
      ...authErrors,
    },
  }),

  parsePitchdeck: defineEndpoint({
    method: 'POST',
    path: '/dev/founder/new/pitchdeck',
    summary: "7 · Parse a pitch deck (raw PDF body) and keep it as the founder's company",
    tag: 'documents',
    auth: 'bearer',
    role: 'founder',
    bodyKind: 'pdf',
    response: {
      200: deckUploadResponseSchema,
      403: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
      422: errorBodySchema,
      ...uploadRefusals,
      ...authErrors,
    },
  }),

  parseThesis: defineEndpoint({
    method: 'POST',
    path: '/api/investor/thesis-parse',
    summary: "10 · Parse an investor's thesis (multipart, field `thesis`) and keep it on their profile",
    tag: 'documents',
    auth: 'bearer',
    role: 'investor',
    bodyKind: 'multipart',
    response: {
      200: thesisUploadResponseSchema,
      403: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
      422: errorBodySchema,
      ...uploadRefusals,
      ...authErrors,
    },
  }),

  getVibeScore: defineEndpoint({
    method: 'GET',
    path: '/dev/me/vibescore',
    summary: "8 · The founder's VibeScore with its four explained components",
    tag: 'documents',
    auth: 'bearer',
    role: 'founder',
    response: { 200: vibeScoreSchema, 403: errorBodySchema, 404: errorBodySchema, ...authErrors },
  }),

  insertEarlyAccessSignup: defineEndpoint({
    method: 'POST',
    path: '/rest/v1/early_access_signups',
    summary: '11 · Join the early-access list (PostgREST-compatible insert, public anonymous key)',
    tag: 'early access',
    auth: 'apiKey',
    body: earlyAccessInsertBodySchema,
    response: {
      /** The inserted row with `Prefer: return=representation`; an empty body (undefined) otherwise. */
      201: z.optional(z.array(earlyAccessRowSchema)),
      /** PostgREST's error for a row it refuses; the API's own error for a body that is not JSON at all. */
      400: z.union([postgrestErrorSchema, errorBodySchema]),
      401: postgrestErrorSchema,
      409: postgrestErrorSchema,
      429: errorBodySchema,
      ...bodyErrors,
      500: errorBodySchema,
    },
  }),

  startCheckout: defineEndpoint({
    method: 'POST',
    path: '/prod/payment/checkout',
    summary: '9 · Start a checkout for a plan; the browser goes to checkout_url',
    tag: 'payments',
    auth: 'bearer',
    body: checkoutBodySchema,
    /** 503 (commonErrors) also when no payment provider is configured (neither Stripe nor local payments). */
    response: { 200: checkoutResponseSchema, 429: errorBodySchema, ...bodyErrors, ...authErrors },
  }),

  verifyPaymentSession: defineEndpoint({
    method: 'GET',
    path: '/prod/payment/session/:id',
    summary: "The state of one of the user's checkout sessions (/payment-success)",
    tag: 'payments',
    auth: 'bearer',
    params: sessionParamsSchema,
    response: { 200: sessionVerificationSchema, 404: errorBodySchema, ...authErrors },
  }),

  paymentWebhook: defineEndpoint({
    method: 'POST',
    path: '/prod/payment/webhook',
    summary: "The payment provider's signed events (Stripe-Signature over the raw body)",
    tag: 'payments',
    auth: 'none',
    bodyKind: 'raw-json',
    response: { 200: webhookResponseSchema, ...bodyErrors, ...commonErrors },
  }),

  localCheckoutPage: defineEndpoint({
    method: 'GET',
    path: '/prod/payment/local-checkout/:id',
    summary:
      'Local mode only: the checkout page of the local payment provider (opened with the one-time ticket of the ' +
      'checkout answer, which it trades for a session-scoped cookie)',
    tag: 'payments',
    auth: 'none',
    params: localSessionParamsSchema,
    querystring: localCheckoutQuerySchema,
    response: {
      200: html('The checkout page, or a page saying the session is closed'),
      403: errorBodySchema,
      404: errorBodySchema,
      ...commonErrors,
    },
  }),

  payLocalCheckout: defineEndpoint({
    method: 'POST',
    path: '/prod/payment/local-checkout/:id/pay',
    summary:
      "Local mode only: pay (the page's cookie and CSRF token); completes through the same signed webhook as Stripe's",
    tag: 'payments',
    auth: 'none',
    params: localSessionParamsSchema,
    body: localCheckoutFormSchema,
    bodyKind: 'form',
    response: {
      303: redirect('To {APP_URL}/payment-success?session_id=…'),
      403: errorBodySchema,
      404: errorBodySchema,
      502: errorBodySchema,
      ...commonErrors,
    },
  }),

  cancelLocalCheckout: defineEndpoint({
    method: 'POST',
    path: '/prod/payment/local-checkout/:id/cancel',
    summary: "Local mode only: cancel the checkout (the page's cookie and CSRF token, as Pay)",
    tag: 'payments',
    auth: 'none',
    params: localSessionParamsSchema,
    body: localCheckoutFormSchema,
    bodyKind: 'form',
    response: {
      303: redirect('To {APP_URL}/payment'),
      403: errorBodySchema,
      404: errorBodySchema,
      ...commonErrors,
    },
  }),

  listDeals: defineEndpoint({
    method: 'GET',
    path: '/dev/me/deals',
    summary: "Deal Flow CRM: the signed-in user's deals (every outcome), with last contact and the counterpart",
    tag: 'crm',
    auth: 'bearer',
    response: { 200: dealListSchema, ...authErrors },
  }),

  createDeal: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals',
    summary: 'Track a corpus investor, a platform user or a free-form contact (starts at Lead unless a stage is given)',
    tag: 'crm',
    auth: 'bearer',
    body: createDealBodySchema,
    /** 404: no such investor or user; 409: already tracked for this round. */
    response: {
      201: dealDetailSchema,
      404: errorBodySchema,
      409: errorBodySchema,
      ...crmWriteErrors,
    },
  }),

  getDeal: defineEndpoint({
    method: 'GET',
    path: '/dev/me/deals/:id',
    summary: 'One deal with its timeline, newest first',
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    response: { 200: dealDetailSchema, 404: errorBodySchema, ...authErrors },
  }),

  updateDeal: defineEndpoint({
    method: 'PATCH',
    path: '/dev/me/deals/:id',
    summary: 'Edit any field of a deal; a new stage is recorded on the timeline',
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    body: updateDealBodySchema,
    response: { 200: dealDetailSchema, 404: errorBodySchema, 409: errorBodySchema, ...crmWriteErrors },
  }),

  deleteDeal: defineEndpoint({
    method: 'DELETE',
    path: '/dev/me/deals/:id',
    summary: 'Delete a deal and its timeline',
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    response: { 200: successSchema, 404: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  addDealNote: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/:id/notes',
    summary: "Add a note to a deal's timeline",
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    body: addNoteBodySchema,
    response: { 200: dealDetailSchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  passDeal: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/:id/pass',
    summary: 'Mark a deal as passed, with the reason (kept on the deal and the timeline)',
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    body: passDealBodySchema,
    response: { 200: dealDetailSchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  reopenDeal: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/:id/reopen',
    summary: 'Reopen a passed or closed deal (no body)',
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    response: { 200: dealDetailSchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  scheduleDealMeeting: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/:id/meetings',
    summary: 'Schedule (or, with meetingId, reschedule) a meeting; moves the deal to Meetings if it was earlier',
    tag: 'crm',
    auth: 'bearer',
    params: dealParamsSchema,
    body: scheduleMeetingBodySchema,
    response: { 200: scheduledMeetingSchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  getDealMeetingInvite: defineEndpoint({
    method: 'GET',
    path: '/dev/me/deals/:id/meetings/:meetingId/invite.ics',
    summary: 'The meeting as an iCalendar invite (text/calendar: organizer, attendee, stable UID, SEQUENCE)',
    tag: 'crm',
    auth: 'bearer',
    params: meetingParamsSchema,
    /** The body is text/calendar, not JSON. */
    response: { 200: textBody('The invite, as text/calendar (an .ics file)'), 404: errorBodySchema, ...authErrors },
  }),

  addDealFromMatch: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/from-match',
    summary: "Add one of your matches at Lead with the match's reasons first on the timeline (again: the same deal)",
    tag: 'crm',
    auth: 'bearer',
    body: addFromMatchBodySchema,
    /** 201 when added, 200 when it was already tracked; 404 when the investor is not one of your matches. */
    response: { 200: dealDetailSchema, 201: dealDetailSchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  markIntroSent: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/intro-sent',
    summary: 'Record an intro e-mail as sent (adds the deal if needed; moves it to Contacted if it was earlier)',
    tag: 'crm',
    auth: 'bearer',
    body: markIntroSentBodySchema,
    response: { 200: dealDetailSchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  searchInvestors: defineEndpoint({
    method: 'GET',
    path: '/dev/me/investor-search',
    summary: 'Corpus investors whose name contains q (case and accents ignored; prefix matches first; at most 10)',
    tag: 'crm',
    auth: 'bearer',
    querystring: investorSearchQuerySchema,
    response: { 200: investorSearchResultSchema, ...authErrors },
  }),

  getFollowUpsDue: defineEndpoint({
    method: 'GET',
    path: '/dev/me/deals/follow-ups-due',
    summary: "Open deals whose next follow-up is today or past (today: the client's, else the UTC day)",
    tag: 'crm',
    auth: 'bearer',
    querystring: followUpsDueQuerySchema,
    response: { 200: followUpsDueSchema, ...authErrors },
  }),

  exportDealsCsv: defineEndpoint({
    method: 'GET',
    path: '/dev/me/deals/export.csv',
    summary: 'Every deal as CSV (text/csv, one row each; cells starting with = + - @ get a leading apostrophe)',
    tag: 'crm',
    auth: 'bearer',
    /** The body is text/csv, not JSON. */
    response: { 200: textBody('The deals, as text/csv with a header row'), ...authErrors },
  }),

  previewDealsImport: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/import/preview',
    summary: 'Dry run of a CSV import: the rows it would add, update and skip, and the bad rows with their reason',
    tag: 'crm',
    auth: 'bearer',
    body: dealCsvBodySchema,
    response: { 200: dealImportReportSchema, ...crmWriteErrors },
  }),

  importDeals: defineEndpoint({
    method: 'POST',
    path: '/dev/me/deals/import',
    summary: 'Apply a CSV import (what the preview showed, in one transaction)',
    tag: 'crm',
    auth: 'bearer',
    body: dealCsvBodySchema,
    response: { 200: dealImportReportSchema, ...crmWriteErrors },
  }),

  // ── Data Room (issue 13): the founder's side ──────────────────────────────────────────────────────────────────

  getDataRoom: defineEndpoint({
    method: 'GET',
    path: '/dev/me/data-room',
    summary: 'Data Room: documents by category (with versions and viewers), share links and access requests',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    response: { 200: dataRoomOverviewSchema, 403: errorBodySchema, ...authErrors },
  }),

  uploadDataRoomDocument: defineEndpoint({
    method: 'POST',
    path: '/dev/me/data-room/items',
    summary:
      'Upload a document (multipart: category, restricted, optional name, then file; PDF, PNG, JPEG, XLSX, DOCX or PPTX by content, at most 25 MB)',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    bodyKind: 'multipart',
    response: { 201: dataRoomItemSchema, 403: errorBodySchema, ...dataRoomUploadErrors },
  }),

  createPendingDataRoomItem: defineEndpoint({
    method: 'POST',
    path: '/dev/me/data-room/items/pending',
    summary: 'Add a pending item: a placeholder for a document still owed (name and category)',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    body: createPendingItemBodySchema,
    response: { 201: dataRoomItemSchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  uploadDataRoomVersion: defineEndpoint({
    method: 'POST',
    path: '/dev/me/data-room/items/:id/versions',
    summary: "Fill a pending item or add a new version of a document's file (multipart: file)",
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: dataRoomItemParamsSchema,
    bodyKind: 'multipart',
    response: { 200: dataRoomItemSchema, 403: errorBodySchema, ...dataRoomUploadErrors },
  }),

  updateDataRoomItem: defineEndpoint({
    method: 'PATCH',
    path: '/dev/me/data-room/items/:id',
    summary: 'Rename a document, move it to another category, or restrict it',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: dataRoomItemParamsSchema,
    body: updateItemBodySchema,
    response: { 200: dataRoomItemSchema, 403: errorBodySchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  deleteDataRoomItem: defineEndpoint({
    method: 'DELETE',
    path: '/dev/me/data-room/items/:id',
    summary: 'Delete a document with every version: its bytes are deleted from storage',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: dataRoomItemParamsSchema,
    response: { 200: successSchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  downloadDataRoomItem: defineEndpoint({
    method: 'GET',
    path: '/dev/me/data-room/items/:id/file',
    summary: "The owner's own copy of a document's current version (as uploaded, not watermarked)",
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: dataRoomItemParamsSchema,
    response: {
      200: file('The file, with its content type and name'),
      403: errorBodySchema,
      404: errorBodySchema,
      ...authErrors,
    },
  }),

  getDataRoomAnalytics: defineEndpoint({
    method: 'GET',
    path: '/dev/me/data-room/items/:id/analytics',
    summary: 'Reading time of a document: per viewer and per page',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: dataRoomItemParamsSchema,
    response: { 200: dataRoomAnalyticsSchema, 403: errorBodySchema, 404: errorBodySchema, ...authErrors },
  }),

  createDataRoomLink: defineEndpoint({
    method: 'POST',
    path: '/dev/me/data-room/links',
    summary:
      "Share the room with one viewer e-mail (optional last day, download on or off); e-mails the link; moves that e-mail's deals to Data Shared",
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    body: createLinkBodySchema,
    response: { 201: createdLinkSchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  revokeDataRoomLink: defineEndpoint({
    method: 'DELETE',
    path: '/dev/me/data-room/links/:id',
    summary: 'Revoke a link: it and every viewer session opened through it stop working at once',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: dataRoomLinkParamsSchema,
    response: {
      200: dataRoomLinkSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  approveAccessRequest: defineEndpoint({
    method: 'POST',
    path: '/dev/me/data-room/access-requests/:id/approve',
    summary: 'Approve a request: the document opens for that viewer only; the viewer is e-mailed',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: accessRequestParamsSchema,
    response: {
      200: accessRequestSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  denyAccessRequest: defineEndpoint({
    method: 'POST',
    path: '/dev/me/data-room/access-requests/:id/deny',
    summary: 'Deny a request; the viewer is e-mailed',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    params: accessRequestParamsSchema,
    response: {
      200: accessRequestSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  getDataRoomAudit: defineEndpoint({
    method: 'GET',
    path: '/dev/me/data-room/audit',
    summary: 'Every share, view, download, request and decision in the room: who, what, when (newest first)',
    tag: 'data room',
    auth: 'bearer',
    role: 'founder',
    response: { 200: dataRoomAuditSchema, 403: errorBodySchema, ...authErrors },
  }),

  // ── Data Room: the viewer's side ──────────────────────────────────────────────────────────────────────────────

  getDataRoomLink: defineEndpoint({
    method: 'GET',
    path: '/dev/data-room/links/:token',
    summary: 'A shared link before sign-in: whose room it is. 410 when it expired or was revoked',
    tag: 'data room viewer',
    auth: 'none',
    params: linkTokenParamsSchema,
    response: { 200: linkLandingSchema, 404: errorBodySchema, 410: errorBodySchema, ...commonErrors },
  }),

  requestViewerCode: defineEndpoint({
    method: 'POST',
    path: '/dev/data-room/links/:token/code',
    summary:
      'E-mail a 6-digit code (valid 10 minutes) to the address the link was shared with; 403 for any other address',
    tag: 'data room viewer',
    auth: 'none',
    params: linkTokenParamsSchema,
    body: requestViewerCodeBodySchema,
    response: {
      200: viewerCodeSentSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      410: errorBodySchema,
      429: errorBodySchema,
      ...bodyErrors,
      ...commonErrors,
    },
  }),

  verifyViewerCode: defineEndpoint({
    method: 'POST',
    path: '/dev/data-room/links/:token/session',
    summary: 'Trade the e-mailed code for a viewer session (5 wrong tries spend the code)',
    tag: 'data room viewer',
    auth: 'none',
    params: linkTokenParamsSchema,
    body: verifyViewerCodeBodySchema,
    response: {
      200: viewerSessionSchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      410: errorBodySchema,
      429: errorBodySchema,
      ...bodyErrors,
      ...commonErrors,
    },
  }),

  getViewerRoom: defineEndpoint({
    method: 'GET',
    path: '/dev/data-room/room',
    summary: 'The room as the viewer sees it: documents by category and what the viewer may do with each',
    tag: 'data room viewer',
    auth: 'viewer',
    response: { 200: viewerRoomSchema, ...viewerErrors },
  }),

  getViewerDocument: defineEndpoint({
    method: 'GET',
    path: '/dev/data-room/room/items/:id/content',
    summary: "Open a document in the viewer (PDFs stamped with the viewer's e-mail and the date on every page)",
    tag: 'data room viewer',
    auth: 'viewer',
    params: dataRoomItemParamsSchema,
    querystring: viewerContentQuerySchema,
    // 422: a PDF that cannot be stamped is refused rather than served unmarked.
    response: { 200: file('The document, inline'), 422: errorBodySchema, ...viewerErrors },
  }),

  downloadViewerDocument: defineEndpoint({
    method: 'GET',
    path: '/dev/data-room/room/items/:id/download',
    summary: "Download a document when the link allows it (PDFs stamped with the viewer's e-mail and the date)",
    tag: 'data room viewer',
    auth: 'viewer',
    params: dataRoomItemParamsSchema,
    response: {
      200: file('The document, as an attachment'),
      403: errorBodySchema,
      422: errorBodySchema,
      ...viewerErrors,
    },
  }),

  requestDocumentAccess: defineEndpoint({
    method: 'POST',
    path: '/dev/data-room/room/items/:id/access-requests',
    summary: 'Ask the founder to open a restricted document (optional message)',
    tag: 'data room viewer',
    auth: 'viewer',
    params: dataRoomItemParamsSchema,
    body: viewerAccessRequestBodySchema,
    response: { 201: viewerAccessRequestSchema, 409: errorBodySchema, ...bodyErrors, ...viewerErrors },
  }),

  reportPageViews: defineEndpoint({
    method: 'POST',
    path: '/dev/data-room/room/page-views',
    summary: 'Reading time per page of an open document since the last report',
    tag: 'data room viewer',
    auth: 'viewer',
    body: pageViewReportBodySchema,
    response: { 200: successSchema, ...bodyErrors, ...viewerErrors },
  }),

  // ── The investor side (issue 14) ──────────────────────────────────────────────────────────────────────────────

  getInvestorDashboard: defineEndpoint({
    method: 'GET',
    path: '/dev/investor/profile',
    summary:
      "The investor dashboard: profile (from the thesis and the investor's edits), claim, fund, portfolio, VibeScore",
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    response: { 200: investorDashboardSchema, 403: errorBodySchema, ...authErrors },
  }),

  updateInvestorProfile: defineEndpoint({
    method: 'PATCH',
    path: '/dev/investor/profile',
    summary: 'Edit the profile: firm name, bio, focus, preferred stages, check size, geography, thesis, meeting link',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    body: updateInvestorProfileBodySchema,
    response: { 200: investorDashboardSchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  claimInvestorProfile: defineEndpoint({
    method: 'POST',
    path: '/dev/investor/claim',
    summary:
      'Claim a corpus investor (search with /dev/me/investor-search): an angel once, a firm by several members; replaces an earlier claim',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    body: claimInvestorBodySchema,
    /** 404: no such corpus investor; 409: an angel profile someone else claimed. */
    response: {
      200: investorClaimSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      ...crmWriteErrors,
    },
  }),

  releaseInvestorClaim: defineEndpoint({
    method: 'DELETE',
    path: '/dev/investor/claim',
    summary: 'Give up the claim (the history leaves the profile; own portfolio entries stay)',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    response: { 200: successSchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  updateFund: defineEndpoint({
    method: 'PATCH',
    path: '/dev/investor/fund',
    summary: 'Edit the fund: name, size, focus, stage, geography, partners',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    body: updateFundBodySchema,
    response: { 200: fundSchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  addPortfolioCompany: defineEndpoint({
    method: 'POST',
    path: '/dev/investor/portfolio',
    summary: 'Add a portfolio company of your own (name, industry, stage, valuation, status, description)',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    body: portfolioCompanyBodySchema,
    response: { 201: portfolioCompanySchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  updatePortfolioCompany: defineEndpoint({
    method: 'PATCH',
    path: '/dev/investor/portfolio/:id',
    summary: 'Edit one of your own portfolio companies (claimed history is read-only)',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    params: portfolioCompanyParamsSchema,
    body: updatePortfolioCompanyBodySchema,
    response: { 200: portfolioCompanySchema, 403: errorBodySchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  deletePortfolioCompany: defineEndpoint({
    method: 'DELETE',
    path: '/dev/investor/portfolio/:id',
    summary: 'Delete one of your own portfolio companies',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    params: portfolioCompanyParamsSchema,
    response: { 200: successSchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  getFounderMatches: defineEndpoint({
    method: 'GET',
    path: '/dev/investor/matches',
    summary:
      'AI-Powered Founder Matches: founders on Pear ranked for this investor by the matching module (PearScore and 1–3 true reasons)',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    response: { 200: founderMatchListSchema, 403: errorBodySchema, ...authErrors },
  }),

  requestFounderReferences: defineEndpoint({
    method: 'POST',
    path: '/dev/investor/founders/:founderId/kudo-request',
    summary: 'Request Kudo: ask a founder for references (the founder is e-mailed and sees it on their Profile)',
    tag: 'investors',
    auth: 'bearer',
    role: 'investor',
    params: founderParamsSchema,
    response: {
      200: successSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      ...authErrors,
      429: errorBodySchema,
    },
  }),

  listIntros: defineEndpoint({
    method: 'GET',
    path: '/dev/me/intros',
    summary: 'Intro requests received and sent, each with the other side as a card and why you match',
    tag: 'intros',
    auth: 'bearer',
    response: { 200: introListSchema, ...authErrors },
  }),

  requestIntro: defineEndpoint({
    method: 'POST',
    path: '/dev/me/intros',
    summary:
      'Request Intro: an investor to a founder, or a founder to an investor on Pear; e-mailed to the other side (10 per day; one pending per pair)',
    tag: 'intros',
    auth: 'bearer',
    body: createIntroBodySchema,
    /** 400: to yourself or to your own role; 404: no such user; 409: one is already pending or accepted. */
    response: { 201: introRequestSchema, 404: errorBodySchema, 409: errorBodySchema, ...crmWriteErrors },
  }),

  acceptIntro: defineEndpoint({
    method: 'POST',
    path: '/dev/me/intros/:id/accept',
    summary: "Accept a request you received: both sides see each other's e-mail and get a deal at Introduced",
    tag: 'intros',
    auth: 'bearer',
    params: introParamsSchema,
    response: {
      200: introDecisionSchema,
      404: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  declineIntro: defineEndpoint({
    method: 'POST',
    path: '/dev/me/intros/:id/decline',
    summary: 'Decline a request you received (private: the requester sees "No response yet" until it expires)',
    tag: 'intros',
    auth: 'bearer',
    params: introParamsSchema,
    response: {
      200: introDecisionSchema,
      404: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  getFounderKudos: defineEndpoint({
    method: 'GET',
    path: '/dev/me/kudos',
    summary:
      "The founder's kudos (invited, written and waiting for approval, approved, hidden) and investors' reference requests",
    tag: 'kudos',
    auth: 'bearer',
    role: 'founder',
    response: { 200: founderKudosSchema, 403: errorBodySchema, ...authErrors },
  }),

  requestKudo: defineEndpoint({
    method: 'POST',
    path: '/dev/me/kudos',
    summary: 'Request a kudo: e-mail someone who knows you a one-time link to write one (10 per day)',
    tag: 'kudos',
    auth: 'bearer',
    role: 'founder',
    body: requestKudoBodySchema,
    response: { 201: kudoSchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  approveKudo: defineEndpoint({
    method: 'POST',
    path: '/dev/me/kudos/:id/approve',
    summary: 'Show a written kudo to investors',
    tag: 'kudos',
    auth: 'bearer',
    role: 'founder',
    params: kudoParamsSchema,
    response: {
      200: kudoSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  hideKudo: defineEndpoint({
    method: 'POST',
    path: '/dev/me/kudos/:id/hide',
    summary: 'Hide a kudo from investors (it can be approved again later)',
    tag: 'kudos',
    auth: 'bearer',
    role: 'founder',
    params: kudoParamsSchema,
    response: {
      200: kudoSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  getKudoInvitation: defineEndpoint({
    method: 'GET',
    path: '/dev/kudos/:token',
    summary: 'The one-time kudo link: whom it is about. 410 once used or expired',
    tag: 'kudos',
    auth: 'none',
    params: kudoTokenParamsSchema,
    response: { 200: kudoInvitationSchema, 404: errorBodySchema, 410: errorBodySchema, ...commonErrors },
  }),

  writeKudo: defineEndpoint({
    method: 'POST',
    path: '/dev/kudos/:token',
    summary: 'Write the kudo (name, how you know the founder, text); the link then stops working',
    tag: 'kudos',
    auth: 'none',
    params: kudoTokenParamsSchema,
    body: writeKudoBodySchema,
    response: {
      201: successSchema,
      404: errorBodySchema,
      410: errorBodySchema,
      429: errorBodySchema,
      ...bodyErrors,
      ...commonErrors,
    },
  }),

  // ── The local mail catcher (local mode only: MAIL_CATCHER) ────────────────────────────────────────────────────

  mailCatcherPage: defineEndpoint({
    method: 'GET',
    path: '/dev/mail',
    summary: 'Local mode only: every e-mail the API sent, newest first, to read in a browser',
    tag: 'mail catcher',
    auth: 'none',
    response: { 200: html('The caught e-mails'), 500: errorBodySchema },
  }),

  mailCatcherMessages: defineEndpoint({
    method: 'GET',
    path: '/dev/mail/messages',
    summary: 'Local mode only: the caught e-mails as JSON, newest first (optionally only those to one address)',
    tag: 'mail catcher',
    auth: 'none',
    querystring: caughtMailQuerySchema,
    response: { 200: caughtMailListSchema, ...commonErrors },
  }),

  chatAssistant: defineEndpoint({
    method: 'POST',
    path: '/functions/v1/chat-assistant',
    summary: '12 · Ask the chat assistant (grounded in the product knowledge base)',
    tag: 'assistant',
    auth: 'none',
    body: chatRequestSchema,
    response: { 200: chatResponseSchema, 429: errorBodySchema, ...bodyErrors, ...commonErrors },
  }),

  // ── Applications (issue 15) ───────────────────────────────────────────────────────────────────────────────────

  getApplications: defineEndpoint({
    method: 'GET',
    path: '/dev/me/applications',
    summary:
      "Recommended Applications: every catalogue programme ranked for the founder (fit, reason, deadline), with the founder's application status",
    tag: 'applications',
    auth: 'bearer',
    role: 'founder',
    response: { 200: applicationsOverviewSchema, 403: errorBodySchema, ...authErrors },
  }),

  autoApply: defineEndpoint({
    method: 'POST',
    path: '/dev/me/applications/programmes/:programmeId/auto-apply',
    summary:
      "Auto Apply: draft answers to the programme's questions from the founder's deck, resume, profile and CRM (201), or return the application already started (200)",
    tag: 'applications',
    auth: 'bearer',
    role: 'founder',
    params: programmeParamsSchema,
    response: {
      200: applicationSchema,
      201: applicationSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      429: errorBodySchema,
      ...authErrors,
    },
  }),

  getApplication: defineEndpoint({
    method: 'GET',
    path: '/dev/me/applications/:id',
    summary: 'One application: the drafted answers (with what each came from), status history and deadline',
    tag: 'applications',
    auth: 'bearer',
    role: 'founder',
    params: applicationParamsSchema,
    response: { 200: applicationSchema, 403: errorBodySchema, 404: errorBodySchema, ...authErrors },
  }),

  updateApplication: defineEndpoint({
    method: 'PATCH',
    path: '/dev/me/applications/:id',
    summary: "Save edited answers, move the status (dated), or set the founder's own deadline",
    tag: 'applications',
    auth: 'bearer',
    role: 'founder',
    params: applicationParamsSchema,
    body: updateApplicationBodySchema,
    response: { 200: applicationSchema, 403: errorBodySchema, 404: errorBodySchema, ...crmWriteErrors },
  }),

  deleteApplication: defineEndpoint({
    method: 'DELETE',
    path: '/dev/me/applications/:id',
    summary: 'Delete an application and its answers',
    tag: 'applications',
    auth: 'bearer',
    role: 'founder',
    params: applicationParamsSchema,
    response: { 200: successSchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  exportApplication: defineEndpoint({
    method: 'GET',
    path: '/dev/me/applications/:id/export',
    summary: 'The questions and answers as a Markdown or PDF file (format=markdown|pdf)',
    tag: 'applications',
    auth: 'bearer',
    role: 'founder',
    params: applicationParamsSchema,
    querystring: applicationExportQuerySchema,
    response: {
      200: file('text/markdown or application/pdf, named after the programme'),
      403: errorBodySchema,
      404: errorBodySchema,
      ...authErrors,
    },
  }),

  // ── Media & Content and the video pitch (issue 15) ─────────────────────────────────────────────────────────────

  getMedia: defineEndpoint({
    method: 'GET',
    path: '/dev/me/media',
    summary: "Media & Content: the founder's podcasts, articles, videos and tweets, in their order",
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    response: { 200: mediaListSchema, 403: errorBodySchema, ...authErrors },
  }),

  createMediaItem: defineEndpoint({
    method: 'POST',
    path: '/dev/me/media',
    summary: 'Add a media item by URL (type, title, optional https thumbnail; the platform is detected from the host)',
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    body: createMediaItemBodySchema,
    response: { 201: mediaItemSchema, 403: errorBodySchema, 409: errorBodySchema, ...crmWriteErrors },
  }),

  updateMediaItem: defineEndpoint({
    method: 'PATCH',
    path: '/dev/me/media/:id',
    summary: "Edit a media item's type, title, link or thumbnail",
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    params: mediaItemParamsSchema,
    body: updateMediaItemBodySchema,
    response: {
      200: mediaItemSchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      ...crmWriteErrors,
    },
  }),

  deleteMediaItem: defineEndpoint({
    method: 'DELETE',
    path: '/dev/me/media/:id',
    summary: 'Delete a media item',
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    params: mediaItemParamsSchema,
    response: { 200: successSchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  reorderMedia: defineEndpoint({
    method: 'PUT',
    path: '/dev/me/media/order',
    summary: "Reorder the media items (every one of the founder's ids, once each)",
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    body: reorderMediaBodySchema,
    response: { 200: mediaListSchema, 403: errorBodySchema, ...crmWriteErrors },
  }),

  getVideoPitch: defineEndpoint({
    method: 'GET',
    path: '/dev/me/video-pitch',
    summary:
      "The founder's video pitch (format, size, duration read from the container, a signed playback link), or null",
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    response: { 200: videoPitchStateSchema, 403: errorBodySchema, ...authErrors },
  }),

  uploadVideoPitch: defineEndpoint({
    method: 'PUT',
    path: '/dev/me/video-pitch',
    summary:
      'Upload or replace the video pitch: the raw MP4 or WebM file as the body (at most 200 MB and 5 minutes; 413, 415 and 422 say which)',
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    bodyKind: 'video',
    response: {
      200: videoPitchStateSchema,
      403: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
      422: errorBodySchema,
      429: errorBodySchema,
      ...commonErrors,
      ...authErrors,
    },
  }),

  deleteVideoPitch: defineEndpoint({
    method: 'DELETE',
    path: '/dev/me/video-pitch',
    summary: 'Delete the video pitch (its bytes are deleted from storage)',
    tag: 'media',
    auth: 'bearer',
    role: 'founder',
    response: { 200: videoPitchStateSchema, 403: errorBodySchema, 429: errorBodySchema, ...authErrors },
  }),

  streamVideoPitch: defineEndpoint({
    method: 'GET',
    path: '/media/video-pitch/:token',
    summary:
      'Stream a video pitch through a signed playback link (Range requests answered 206); 404 once the link expired or the video was replaced',
    tag: 'media',
    auth: 'none',
    params: videoPlaybackParamsSchema,
    response: {
      200: file('The video (video/mp4 or video/webm)'),
      206: file('The requested byte range'),
      404: errorBodySchema,
      416: errorBodySchema,
      ...commonErrors,
    },
  }),

  devIdpSignInPage: defineEndpoint({
    method: 'GET',
    path: '/dev-idp/interaction/:uid',
    summary: "Local mode only: the dev identity provider's sign-in form (Full name, Email, Continue)",
    tag: 'dev identity provider',
    auth: 'none',
    params: z.object({ uid: z.string().check(z.minLength(1)) }),
    response: {
      200: html('The sign-in form'),
      400: html('This sign-in request is no longer valid'),
      500: errorBodySchema,
    },
  }),

  devIdpSignIn: defineEndpoint({
    method: 'POST',
    path: '/dev-idp/interaction/:uid',
    summary: 'Local mode only: submit the dev sign-in form',
    tag: 'dev identity provider',
    auth: 'none',
    params: z.object({ uid: z.string().check(z.minLength(1)) }),
    bodyKind: 'form',
    body: z.object({ name: z.optional(z.string()), email: z.optional(z.string()) }),
    response: {
      303: redirect('Back to the authorization flow'),
      400: html('The form again, with what to correct, or "sign-in expired"'),
      500: errorBodySchema,
    },
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
