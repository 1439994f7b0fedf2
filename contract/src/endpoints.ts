import * as z from 'zod/mini';
import { chatRequestSchema, chatResponseSchema } from './assistant.js';
import { loginCodeExchangeSchema, loginSessionSchema, loginStartQuerySchema } from './auth.js';
import {
  deckUploadResponseSchema,
  resumeUploadSchema,
  storedResumeSchema,
  thesisUploadResponseSchema,
  vibeScoreSchema,
} from './documents.js';
import { earlyAccessInsertBodySchema, earlyAccessRowSchema } from './early-access.js';
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
import { getInfoResponseSchema, storeInfoBodySchema, successSchema } from './profile.js';

/*
 * Every HTTP endpoint of the Pear API, once. Numbers in the summaries are the spec's §7 calls. Keys are the names of
 * the client's functions; the API registers each entry (see api/src/plugins/contract.ts) and serves the OpenAPI
 * document generated from them at /docs.
 */

const redirect = (description: string) => ({ kind: 'redirect', description }) as const;
const html = (description: string) => ({ kind: 'html', description }) as const;

/** PDF uploads: 429 past UPLOAD_RATE_LIMIT_MAX per minute per user; 503 while every parser is busy and the queue full. */
const uploadRefusals = { 429: errorBodySchema, 503: errorBodySchema } as const;

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
    response: { 200: matchesResponseSchema, ...authErrors },
  }),

  findMatches: defineEndpoint({
    method: 'POST',
    path: '/dev/me/find-matches',
    summary: "4 · Reveal new matches within the plan's daily quota (no body)",
    tag: 'matching',
    auth: 'bearer',
    /** 429: the daily quota is used up, or USER_RATE_LIMIT_MAX requests per minute. */
    response: { 200: findMatchesResponseSchema, 429: errorBodySchema, ...bodyErrors, ...authErrors },
  }),

  getMatchStatus: defineEndpoint({
    method: 'GET',
    path: '/dev/me/match-status',
    summary: "The founder's plan, trial and today's match quota",
    tag: 'matching',
    auth: 'bearer',
    response: { 200: matchStatusSchema, ...authErrors },
  }),

  draftOutreach: defineEndpoint({
    method: 'POST',
    path: '/dev/me/outreach-draft',
    summary: 'An intro e-mail to one of your matches, from your own facts and the match reasons',
    tag: 'matching',
    auth: 'bearer',
    body: outreachDraftRequestSchema,
    response: { 200: outreachDraftSchema, 404: errorBodySchema, ...bodyErrors, ...authErrors },
  }),

  getInvestorQuestions: defineEndpoint({
    method: 'GET',
    path: '/dev/me/investor-questions',
    summary: 'Likely investor questions with answer outlines from your deck and resume',
    tag: 'matching',
    auth: 'bearer',
    response: { 200: investorQuestionsResponseSchema, ...authErrors },
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
    response: { 200: vibeScoreSchema, 404: errorBodySchema, ...authErrors },
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

  chatAssistant: defineEndpoint({
    method: 'POST',
    path: '/functions/v1/chat-assistant',
    summary: '12 · Ask the chat assistant (grounded in the product knowledge base)',
    tag: 'assistant',
    auth: 'none',
    body: chatRequestSchema,
    response: { 200: chatResponseSchema, 429: errorBodySchema, ...bodyErrors, ...commonErrors },
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
