import { endpoints } from '@pear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimInvestor, releaseClaim } from '../../modules/investor-profile/claims.js';
import {
  addPortfolioCompany,
  deletePortfolioCompany,
  updatePortfolioCompany,
} from '../../modules/investor-profile/portfolio.js';
import { loadInvestorDashboard, updateFund, updateInvestorProfile } from '../../modules/investor-profile/profile.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

/**
 * The investor's own profile, claim, fund and portfolio (issue 14). Every endpoint declares `role: 'investor'`, so
 * the contract plugin answers 403 to a founder before any handler runs; each handler acts on the caller's rows only.
 */
const investorRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = (request: FastifyRequest) => authenticatedUser(request).id;
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.getInvestorDashboard),
    onRequest: app.requireUser,
    handler: (request) => loadInvestorDashboard(app.db, owner(request)),
  });

  app.route({
    ...routeOptions(endpoints.updateInvestorProfile),
    ...write,
    handler: (request) => updateInvestorProfile(app.db, owner(request), request.body),
  });

  app.route({
    ...routeOptions(endpoints.claimInvestorProfile),
    ...write,
    handler: (request) => claimInvestor(app.db, owner(request), request.body.investorId),
  });

  app.route({
    ...routeOptions(endpoints.releaseInvestorClaim),
    ...write,
    handler: async (request) => {
      await releaseClaim(app.db, owner(request));
      return { success: true as const };
    },
  });

  app.route({
    ...routeOptions(endpoints.updateFund),
    ...write,
    handler: (request) => updateFund(app.db, owner(request), request.body),
  });

  app.route({
    ...routeOptions(endpoints.addPortfolioCompany),
    ...write,
    handler: async (request, reply) =>
      reply.code(201).send(await addPortfolioCompany(app.db, owner(request), request.body)),
  });

  app.route({
    ...routeOptions(endpoints.updatePortfolioCompany),
    ...write,
    handler: (request) => updatePortfolioCompany(app.db, owner(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(endpoints.deletePortfolioCompany),
    ...write,
    handler: async (request) => {
      await deletePortfolioCompany(app.db, owner(request), request.params.id);
      return { success: true as const };
    },
  });
};

export default investorRoutes;
