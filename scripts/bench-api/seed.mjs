// Seeds the benchmark's users through the API's real routes, as a browser and the apps would: the dev identity
// provider's OIDC sign-in over HTTP, resume and deck parses, the Team plan through the local checkout page, a few
// CRM deals from matches, and investors' profiles. Paths come from @pear/contract.
import { randomBytes } from 'node:crypto';

import { endpoints } from '@pear/contract';

import { readResume, RESUMES } from '../../fixtures/resumes.mjs';
import { canvaDeck, seedDeck } from '../../fixtures/decks.mjs';
import { CookieBrowser } from '../cookie-browser.mjs';
import { signInThroughDevIdp } from '../dev-sign-in.mjs';

/** Founders parse PDFs (CPU-heavy in the API's parser pool): a few at a time, as several users would. */
const SEED_CONCURRENCY = 4;
/** Deals each founder adds to the CRM from their matches, so the CRM list is not empty. */
const DEALS_PER_FOUNDER = 3;

const INVESTOR_INDUSTRIES = [
  ['Fintech', 'SaaS'],
  ['Health', 'AI'],
  ['Climate', 'Energy'],
  ['Consumer', 'Marketplaces'],
];
const INVESTOR_STAGE_SETS = [
  ['Pre-Seed', 'Seed'],
  ['Seed', 'Series A'],
  ['Series A', 'Series B'],
];

/**
 * An endpoint's path with its `:name` parameters filled in.
 * @param {{ path: string }} endpoint
 * @param {Record<string, string>} [params]
 */
export const pathOf = (endpoint, params = {}) =>
  endpoint.path.replace(/:([A-Za-z]+)/g, (_, name) => encodeURIComponent(params[name] ?? ''));

/**
 * One JSON (or raw) request; throws with the answer's text unless the status is `expected`.
 * @param {string} apiUrl
 * @param {{ method: string, path: string }} endpoint
 * @param {{ token?: string, json?: unknown, body?: Uint8Array, contentType?: string, expected?: number,
 *   params?: Record<string, string> }} [options]
 * @returns {Promise<unknown>} the parsed JSON answer, or its text
 */
async function call(apiUrl, endpoint, { token, json, body, contentType, expected = 200, params } = {}) {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('content-type', 'application/json');
  else if (contentType) headers.set('content-type', contentType);
  const path = pathOf(endpoint, params);
  const response = await fetch(`${apiUrl}${path}`, {
    method: endpoint.method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : body,
    redirect: 'manual',
  });
  if (response.status !== expected) {
    throw new Error(`${endpoint.method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

/**
 * The Team plan (unlimited matches, so find-matches is not a quota 429) through the local checkout page: its
 * one-time ticket for a cookie, then pay with the page's CSRF token.
 * @param {string} apiUrl
 * @param {string} token
 */
async function buyTeamPlan(apiUrl, token) {
  const checkout = await call(apiUrl, endpoints.startCheckout, { token, json: { plan: 'team' } });
  const checkoutUrl = endpoints.startCheckout.response[200].parse(checkout).checkout_url;
  const browser = new CookieBrowser();
  const page = await browser.request(checkoutUrl);
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
  if (page.status !== 200 || !csrf) throw new Error(`the local checkout page answered ${page.status} without a form`);
  const id = new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
  const paid = await browser.request(`${apiUrl}${pathOf(endpoints.payLocalCheckout, { id })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf }),
  });
  if (paid.status !== 303) throw new Error(`paying the local checkout answered ${paid.status}`);
}

/**
 * @param {string} apiUrl
 * @param {number} index
 * @param {{ resumes: Uint8Array[], decks: Uint8Array[], runId: string }} material
 */
async function seedFounder(apiUrl, index, { resumes, decks, runId }) {
  const token = await signInThroughDevIdp(apiUrl, {
    role: 'founder',
    name: `Bench Founder ${index}`,
    email: `bench-founder-${index}-${runId}@example.com`,
  });
  const resume = resumes[index % resumes.length];
  await call(apiUrl, endpoints.parseResume, { token, json: { pdf_base64: Buffer.from(resume).toString('base64') } });
  await call(apiUrl, endpoints.parsePitchdeck, {
    token,
    body: decks[index % decks.length],
    contentType: 'application/pdf',
  });
  await buyTeamPlan(apiUrl, token);
  const found = await call(apiUrl, endpoints.findMatches, { token });
  const { results } = endpoints.findMatches.response[200].parse(found);
  for (const match of results.slice(0, DEALS_PER_FOUNDER)) {
    await call(apiUrl, endpoints.addDealFromMatch, { token, json: { investorId: match.InvestorId }, expected: 201 });
  }
  return token;
}

/**
 * @param {string} apiUrl
 * @param {number} index
 * @param {string} runId
 */
async function seedInvestor(apiUrl, index, runId) {
  const token = await signInThroughDevIdp(apiUrl, {
    role: 'investor',
    name: `Bench Investor ${index}`,
    email: `bench-investor-${index}-${runId}@example.com`,
  });
  await call(apiUrl, endpoints.updateInvestorProfile, {
    token,
    json: {
      firmName: `Bench Capital ${index}`,
      bio: 'Early-stage investor backing technical founders.',
      industries: INVESTOR_INDUSTRIES[index % INVESTOR_INDUSTRIES.length],
      preferredStages: INVESTOR_STAGE_SETS[index % INVESTOR_STAGE_SETS.length],
      checkSizeMinUsd: 100_000,
      checkSizeMaxUsd: 2_000_000,
      geographies: ['United States', 'Europe'],
      thesis: 'We back software companies with strong technical teams at the earliest stages.',
    },
  });
  return token;
}

/**
 * Runs `work` over 0..count-1 with at most `limit` at once; answers in index order.
 * @template T
 * @param {number} count
 * @param {number} limit
 * @param {(index: number) => Promise<T>} work
 */
async function mapLimited(count, limit, work) {
  /** @type {T[]} */
  const answers = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      answers[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, lane));
  return answers;
}

/**
 * Seeds `founders` founders and `investors` investors; answers their session tokens and the resume PDFs (the
 * upload mix sends them again).
 * @param {string} apiUrl
 * @param {{ founders: number, investors: number }} counts
 */
export async function seedUsers(apiUrl, { founders, investors }) {
  const runId = randomBytes(4).toString('hex');
  const resumes = await Promise.all(RESUMES.map((file) => readResume(file)));
  const decks = await Promise.all([seedDeck(), canvaDeck()]);
  const founderTokens = await mapLimited(founders, SEED_CONCURRENCY, (index) =>
    seedFounder(apiUrl, index, { resumes, decks, runId }),
  );
  const investorTokens = await mapLimited(investors, SEED_CONCURRENCY, (index) => seedInvestor(apiUrl, index, runId));
  return { founderTokens, investorTokens, resumes };
}
