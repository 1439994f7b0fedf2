import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInAccount } from '../../modules/users/sign-in-account.js';
import { getUserInfo } from '../../modules/users/users.js';
import { authenticatedUser, UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(endpoints.getInfo),
    onRequest: app.requireUser,
    handler: async (request) => {
      const info = await getUserInfo(app.db, authenticatedUser(request).id);
      // A valid token for an account that no longer exists is as good as no token.
      if (!info) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return info;
    },
  });

  app.route({
    ...routeOptions(endpoints.getSignInAccount),
    onRequest: app.requireUser,
    handler: async (request) => {
      const account = await signInAccount(app.db, authenticatedUser(request).id);
      if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return account;
    },
  });
};

export default meRoutes;
