// Access requests: a viewer asks to open a restricted document, the founder approves or denies, the viewer is told
// either way. An approval opens that document for that viewer's e-mail only.
import type { AccessRequest, AccessRequestStatus } from '@pear/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dataRoomAccessRequests, dataRoomItems, dataRoomLinks } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from './audit.js';
import { recordViewerEventOnDeals } from './deal-events.js';
import type { RoomServices } from './links.js';
import { deliver } from '../mail/deliver.js';
import { accessDecidedMail, accessRequestedMail } from './mails.js';
import { linkUrl, roomOwner } from './room.js';
import type { Viewer } from './viewer-session.js';

const NO_SUCH_REQUEST = 'No such access request in your data room.';

const requestQuery = (db: Database) =>
  db
    .select({ request: dataRoomAccessRequests, itemName: dataRoomItems.name })
    .from(dataRoomAccessRequests)
    .innerJoin(dataRoomItems, eq(dataRoomItems.id, dataRoomAccessRequests.itemId));

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['where']>>[number];

const toRequest = ({ request, itemName }: RequestRow): AccessRequest => ({
  id: request.id,
  itemId: request.itemId,
  itemName,
  email: request.email,
  message: request.message,
  status: request.status,
  createdAt: request.createdAt.toISOString(),
  decidedAt: request.decidedAt?.toISOString() ?? null,
});

/** The owner's requests: pending first, then the newest. */
export async function listRequests(db: Database, ownerId: string): Promise<AccessRequest[]> {
  const rows = await requestQuery(db)
    .where(eq(dataRoomItems.ownerId, ownerId))
    .orderBy(
      sql`(${dataRoomAccessRequests.status} = 'pending') desc`,
      desc(dataRoomAccessRequests.createdAt),
      desc(dataRoomAccessRequests.id),
    );
  return rows.map(toRequest);
}

const ALREADY: Record<AccessRequestStatus, string> = {
  pending: 'You already asked for this document: the founder has not decided yet.',
  approved: 'The founder already approved your request for this document.',
  denied: 'The founder declined your request for this document.',
};

/**
 * A viewer's request to open a restricted, uploaded document of the room: stored, audited, on the deals with the
 * viewer's e-mail, and e-mailed to the founder (in one transaction: no request the founder was not told about).
 */
export async function requestAccess(
  services: RoomServices,
  viewer: Viewer,
  item: { id: string; name: string; restricted: boolean },
  message: string | undefined,
): Promise<{ itemId: string; status: AccessRequestStatus }> {
  if (!item.restricted) throw new HttpError(409, 'This document is not restricted.');
  const note = message?.trim() ? message.trim() : null;
  const owner = await roomOwner(services.db, viewer.ownerId);
  return services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataRoomAccessRequests)
      .values({ itemId: item.id, linkId: viewer.linkId, email: viewer.email, message: note })
      .onConflictDoNothing({ target: [dataRoomAccessRequests.itemId, dataRoomAccessRequests.email] })
      .returning();
    if (!created) {
      const [existing] = await tx
        .select({ status: dataRoomAccessRequests.status })
        .from(dataRoomAccessRequests)
        .where(and(eq(dataRoomAccessRequests.itemId, item.id), eq(dataRoomAccessRequests.email, viewer.email)));
      throw new HttpError(409, ALREADY[existing?.status ?? 'pending']);
    }
    await recordAudit(tx, {
      ownerId: viewer.ownerId,
      kind: 'access_requested',
      actorEmail: viewer.email,
      itemId: item.id,
      itemName: item.name,
      linkId: viewer.linkId,
      detail: note,
    });
    await recordViewerEventOnDeals(tx, viewer.ownerId, 'data_room_access_requested', {
      email: viewer.email,
      document: item.name,
      message: note,
    });
    await deliver(services, accessRequestedMail(owner, viewer.email, item.name, note, `${services.appUrl}/founders`));
    return { itemId: created.itemId, status: created.status };
  });
}

/** Approves or denies a pending request of the owner's room (409 once decided) and tells the viewer. */
export async function decideRequest(
  services: RoomServices,
  ownerId: string,
  requestId: string,
  decision: 'approved' | 'denied',
): Promise<AccessRequest> {
  const owner = await roomOwner(services.db, ownerId);
  const decided = await services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: dataRoomAccessRequests, itemName: dataRoomItems.name, token: dataRoomLinks.token })
      .from(dataRoomAccessRequests)
      .innerJoin(dataRoomItems, eq(dataRoomItems.id, dataRoomAccessRequests.itemId))
      .innerJoin(dataRoomLinks, eq(dataRoomLinks.id, dataRoomAccessRequests.linkId))
      .where(and(eq(dataRoomItems.ownerId, ownerId), eq(dataRoomAccessRequests.id, requestId)))
      .for('update', { of: dataRoomAccessRequests });
    if (!found) throw new HttpError(404, NO_SUCH_REQUEST);
    if (found.request.status !== 'pending') {
      throw new HttpError(409, `This request was already ${found.request.status}.`);
    }
    const [request] = await tx
      .update(dataRoomAccessRequests)
      .set({ status: decision, decidedAt: sql`now()` })
      .where(eq(dataRoomAccessRequests.id, requestId))
      .returning();
    await recordAudit(tx, {
      ownerId,
      kind: decision === 'approved' ? 'access_approved' : 'access_denied',
      itemId: request!.itemId,
      itemName: found.itemName,
      viewerEmail: request!.email,
      linkId: request!.linkId,
    });
    const url = linkUrl(services.appUrl, found.token);
    await deliver(services, accessDecidedMail(owner, request!.email, found.itemName, decision === 'approved', url));
    return { request: request!, itemName: found.itemName };
  });
  return toRequest(decided);
}
