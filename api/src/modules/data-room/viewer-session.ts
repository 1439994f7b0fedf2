import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dataRoomLinks, dataRoomSessions } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { LINK_REVOKED, linkStatus } from './links.js';
import { sha256Hex } from '../../lib/url-tokens.js';
import { bearerToken } from '../../plugins/auth.js';

/** Who a viewer session speaks for: one link's viewer, in one founder's room. */
export type Viewer = {
  linkId: string;
  ownerId: string;
  email: string;
  allowDownload: boolean;
  expiresOn: string | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyRequest {
    /** Set by requireViewer on the data room's viewer routes. */
    viewer: Viewer | null;
  }
}

export const NO_VIEWER_SESSION = 'Open your data room link and enter the code from the e-mail to see this.';
export const VIEWER_SESSION_EXPIRED = 'Your data room session has expired: open the link again for a new code.';
export const LINK_EXPIRED = 'This link has expired.';

/**
 * onRequest hook of the viewer routes: a viewer session's token in `Authorization: Bearer`, never the app's JWT
 * (sessions are found by the token's hash, which no JWT has). 401 says why: none, expired, or its link revoked or
 * expired.
 */
export const requireViewer = (db: Database) =>
  async function requireViewer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const [found] = token
      ? await db
          .select({ session: dataRoomSessions, link: dataRoomLinks })
          .from(dataRoomSessions)
          .innerJoin(dataRoomLinks, eq(dataRoomLinks.id, dataRoomSessions.linkId))
          .where(eq(dataRoomSessions.tokenHash, sha256Hex(token)))
      : [];
    const refuse = (message: string) => {
      reply.header('www-authenticate', 'Bearer realm="data-room"');
      return new HttpError(401, message);
    };
    if (!found) throw refuse(NO_VIEWER_SESSION);
    const { session, link } = found;
    const status = linkStatus(link);
    if (status === 'revoked') throw refuse(LINK_REVOKED);
    if (status === 'expired') throw refuse(LINK_EXPIRED);
    if (session.expiresAt.getTime() <= Date.now()) throw refuse(VIEWER_SESSION_EXPIRED);
    request.viewer = {
      linkId: link.id,
      ownerId: link.ownerId,
      email: link.email,
      allowDownload: link.allowDownload,
      expiresOn: link.expiresOn,
    };
  };

/** The viewer requireViewer let through. */
export function authenticatedViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError(401, NO_VIEWER_SESSION);
  return request.viewer;
}
