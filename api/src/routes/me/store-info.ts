import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITABLE_FIELDS, isEditableField, storeInfo } from '../../modules/profiles/store-info.js';
import { authenticatedUser } from '../../plugins/auth.js';

const MAX_FIELD_LENGTH = 5000;

const storeInfoBody = z
  .record(
    z.string(),
    z
      .string({ error: 'Each field must be a string' })
      .max(MAX_FIELD_LENGTH, `Fields are at most ${MAX_FIELD_LENGTH} characters`),
  )
  .refine((edits) => Object.keys(edits).length > 0, 'Send at least one field to save')
  .superRefine((edits, context) => {
    for (const key of Object.keys(edits)) {
      if (!isEditableField(key)) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `"${key}" is not an editable field. Editable fields: ${EDITABLE_FIELDS.join(', ')}`,
        });
      }
    }
  });

/** Spec §7 call 5: saves inline edits (one field) or the startup information (several at once). */
const storeInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/dev/me/store-info', { onRequest: app.requireUser, schema: { body: storeInfoBody } }, async (request) => {
    const edits = Object.fromEntries(Object.entries(request.body).map(([key, value]) => [key, value.trim()]));
    await storeInfo(app.db, authenticatedUser(request).id, edits);
    return { success: true };
  });
};

export default storeInfoRoutes;
