import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmConfig } from '../../config.js';
import {
  findNewMatches,
  matchStatus,
  QuotaExhaustedError,
  shownMatch,
  todaysMatches,
  toFindMatchResult,
} from '../../modules/founder-matches/founder-matches.js';
import { matchRecordsWithOnPear } from '../../modules/founder-matches/on-pear.js';
import { investorQuestions } from '../../modules/outreach/investor-questions.js';
import { draftOutreach } from '../../modules/outreach/outreach-draft.js';
import { loadFounderFacts } from '../../modules/profiles/founder-facts.js';
import { authenticatedUser, UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';
import { HttpError } from '../../plugins/errors.js';

export type MatchRoutesOptions = { llm: LlmConfig | undefined };

/** Spec §7 calls 3 and 4, plus the plan status, outreach drafts and investor questions the dashboard shows. */
const matchRoutes: FastifyPluginAsyncZod<MatchRoutesOptions> = async (app, { llm }) => {
  // The spec's client posts find-matches with a JSON content type and no body; Fastify would refuse that.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body.toString(), done),
  );

  app.route({
    ...routeOptions(endpoints.getMatches),
    onRequest: app.requireUser,
    handler: async (request) => {
      const founderId = authenticatedUser(request).id;
      const shown = await todaysMatches(app.db, app.matching.index, founderId, new Date());
      return matchRecordsWithOnPear(app.db, app.matching.index, founderId, shown);
    },
  });

  app.route({
    ...routeOptions(endpoints.findMatches),
    onRequest: app.requireUser,
    config: USER_RATE_LIMITED('actions'),
    handler: async (request) => {
      try {
        const found = await findNewMatches(app.db, app.matching.index, authenticatedUser(request).id, new Date());
        return { results: found.map(toFindMatchResult) };
      } catch (error) {
        if (error instanceof QuotaExhaustedError) throw new HttpError(429, error.message);
        throw error;
      }
    },
  });

  app.route({
    ...routeOptions(endpoints.getMatchStatus),
    onRequest: app.requireUser,
    handler: async (request) => {
      const status = await matchStatus(app.db, authenticatedUser(request).id, new Date());
      return { ...status, trialEndsAt: status.trialEndsAt?.toISOString() ?? null };
    },
  });

  app.route({
    ...routeOptions(endpoints.draftOutreach),
    onRequest: app.requireUser,
    handler: async (request) => {
      const founderId = authenticatedUser(request).id;
      const match = await shownMatch(app.db, app.matching.index, founderId, request.body.investorId);
      if (!match) throw new HttpError(404, 'This investor is not one of your matches.');
      const facts = await loadFounderFacts(app.db, founderId);
      if (!facts) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const investor = {
        name: match.investor.name,
        kind: match.investor.kind,
        portfolio: match.investor.portfolio.map((deal) => deal.company),
      };
      return draftOutreach(facts, investor, match.reasons, llm);
    },
  });

  app.route({
    ...routeOptions(endpoints.getInvestorQuestions),
    onRequest: app.requireUser,
    handler: async (request) => {
      const facts = await loadFounderFacts(app.db, authenticatedUser(request).id);
      if (!facts) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return { questions: investorQuestions(facts) };
    },
  });
};

export default matchRoutes;
