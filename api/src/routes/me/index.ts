import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_ROLES } from '../../db/schema.js';
import { getUserInfo } from '../../modules/users/users.js';
import { authenticatedUser, UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';

const fields = z.record(z.string(), z.unknown());

const getInfoResponse = z.object({
  user: z.object({
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(USER_ROLES),
    profile: fields,
  }),
  founder: fields,
  company: fields,
});

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/me/get-info',
    { onRequest: app.requireUser, schema: { response: { 200: getInfoResponse } } },
    async (request) => {
      const info = await getUserInfo(app.db, authenticatedUser(request).id);
      // A valid token for an account that no longer exists is as good as no token.
      if (!info) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return info;
    },
  );
};

export default meRoutes;
