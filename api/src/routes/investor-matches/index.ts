import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { founderMatchesFor } from '../../modules/investor-matches/founder-matches.js';
import { investorCompany, loadInvestorSide } from '../../modules/investor-matches/sides.js';
import { requestFounderReferences } from '../../modules/kudos/kudos.js';
import { authenticatedUser, UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

export type InvestorMatchRoutesOptions = { appUrl: string };

/** The investor's founder matches and "Request Kudo" on a founder's card (issue 14). */
const investorMatchRoutes: FastifyPluginAsyncZod<InvestorMatchRoutesOptions> = async (app, { appUrl }) => {
  app.route({
    ...routeOptions(endpoints.getFounderMatches),
    onRequest: app.requireUser,
    handler: async (request) => ({
      founders: await founderMatchesFor(
        app.db,
        app.matching.index,
        authenticatedUser(request).id,
        app.videoPlaybackLinks,
      ),
    }),
  });

  app.route({
    ...routeOptions(endpoints.requestFounderReferences),
    onRequest: app.requireUser,
    config: USER_RATE_LIMITED('actions'),
    handler: async (request) => {
      const investor = await loadInvestorSide(app.db, app.matching.index, authenticatedUser(request).id);
      if (!investor) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      await requestFounderReferences(
        { db: app.db, mailer: app.mailer, log: app.log, appUrl },
        { id: investor.userId, name: investor.name, firm: investorCompany(investor) },
        request.params.founderId,
      );
      return { success: true as const };
    },
  });
};

export default investorMatchRoutes;
