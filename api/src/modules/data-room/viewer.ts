// The room as a viewer sees it, and what the viewer does there: open and download documents (PDFs stamped with the
// viewer's e-mail and the day), and report reading time per page. A document the viewer may not open answers 404,
// exactly like one that does not exist.
import { DATA_ROOM_CATEGORIES, type PageViewReport, type ViewerItem, type ViewerRoom } from '@pear/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  dataRoomAccessRequests,
  dataRoomAudit,
  dataRoomItems,
  dataRoomLinks,
  dataRoomPageViews,
  type DataRoomItemRow,
  type DataRoomVersionRow,
} from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { utcDay } from '../plans/quota.js';
import { recordAudit } from './audit.js';
import { recordViewerEventOnDeals } from './deal-events.js';
import { byDisplayOrder, currentVersion, readVersion, versionsByItem, type RoomApp, type ServedFile } from './items.js';
import { stampPdf } from './pdf.js';
import { roomOwner } from './room.js';
import type { Viewer } from './viewer-session.js';

const NOT_IN_ROOM = 'No such document in this data room.';
export const DOWNLOAD_NOT_ALLOWED = 'The founder did not allow downloads for this link.';

type Access = ViewerItem['access'];

/** What this viewer may do with each of these items (restricted ones: per the viewer's request, if any). */
async function accessByItem(db: Database, viewer: Viewer, items: DataRoomItemRow[]): Promise<Map<string, Access>> {
  const restricted = items.filter((item) => item.restricted).map((item) => item.id);
  const requests = restricted.length
    ? await db
        .select({ itemId: dataRoomAccessRequests.itemId, status: dataRoomAccessRequests.status })
        .from(dataRoomAccessRequests)
        .where(and(inArray(dataRoomAccessRequests.itemId, restricted), eq(dataRoomAccessRequests.email, viewer.email)))
    : [];
  const decided = new Map(requests.map((request) => [request.itemId, request.status]));
  const fromRequest = { approved: 'open', pending: 'requested', denied: 'denied' } as const;
  return new Map(
    items.map((item) => {
      const status = decided.get(item.id);
      return [item.id, !item.restricted ? 'open' : status ? fromRequest[status] : 'request'] as const;
    }),
  );
}

export async function viewerRoom(db: Database, viewer: Viewer): Promise<ViewerRoom> {
  const rows = await db.select().from(dataRoomItems).where(eq(dataRoomItems.ownerId, viewer.ownerId));
  const [owner, access, versions] = await Promise.all([
    roomOwner(db, viewer.ownerId),
    accessByItem(db, viewer, rows),
    versionsByItem(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const toViewerItem = (row: DataRoomItemRow, version: DataRoomVersionRow | undefined): ViewerItem => ({
    id: row.id,
    name: row.name,
    status: version ? 'uploaded' : 'pending',
    restricted: row.restricted,
    fileType: version?.fileType ?? null,
    sizeBytes: version?.sizeBytes ?? null,
    version: version?.version ?? null,
    pageCount: version?.pageCount ?? null,
    access: access.get(row.id) ?? 'request',
  });
  const listed = rows.map((row) => ({ row, version: versions.get(row.id)?.[0] }));
  return {
    founderName: owner.founderName,
    companyName: owner.companyName,
    email: viewer.email,
    allowDownload: viewer.allowDownload,
    expiresOn: viewer.expiresOn,
    categories: DATA_ROOM_CATEGORIES.map((name) => ({
      name,
      items: listed
        .filter(({ row }) => row.category === name)
        .sort((a, b) => byDisplayOrder(a.row, b.row))
        .map(({ row, version }) => toViewerItem(row, version)),
    })),
  };
}

/** An item of the viewer's room, whatever its access (404 when it is in another room or does not exist). */
export async function roomItem(db: Database, viewer: Viewer, itemId: string): Promise<DataRoomItemRow> {
  const [row] = await db
    .select()
    .from(dataRoomItems)
    .where(and(eq(dataRoomItems.ownerId, viewer.ownerId), eq(dataRoomItems.id, itemId)));
  if (!row) throw new HttpError(404, NOT_IN_ROOM);
  return row;
}

/** An uploaded item of the viewer's room (a pending one has nothing to open or ask for: 404). */
export async function uploadedRoomItem(db: Database, viewer: Viewer, itemId: string): Promise<DataRoomItemRow> {
  const item = await roomItem(db, viewer, itemId);
  if (!(await currentVersion(db, itemId))) throw new HttpError(404, NOT_IN_ROOM);
  return item;
}

/** An uploaded item the viewer may open, with its current version; 404 for anything else (no hint which). */
export async function openItem(
  db: Database,
  viewer: Viewer,
  itemId: string,
): Promise<{ item: DataRoomItemRow; version: DataRoomVersionRow }> {
  const item = await roomItem(db, viewer, itemId);
  const version = await currentVersion(db, itemId);
  const access = (await accessByItem(db, viewer, [item])).get(item.id);
  if (!version || access !== 'open') throw new HttpError(404, NOT_IN_ROOM);
  return { item, version };
}

/** The file as the viewer gets it: PDFs stamped with the viewer's e-mail and today's date, other types as stored. */
async function viewerCopy(app: RoomApp, viewer: Viewer, version: DataRoomVersionRow): Promise<ServedFile> {
  const file = await readVersion(app, version);
  if (version.fileType !== 'PDF') return file;
  return { ...file, bytes: await stampPdf(file.bytes, viewer.email, utcDay(new Date())) };
}

/**
 * Opens a document. With a visit id, the opening is recorded once per visit: "viewed" in the audit list, the link's
 * last view, and the deals with the viewer's e-mail.
 */
export async function viewDocument(
  app: RoomApp,
  viewer: Viewer,
  itemId: string,
  visitId: string | undefined,
): Promise<ServedFile> {
  const { item, version } = await openItem(app.db, viewer, itemId);
  const file = await viewerCopy(app, viewer, version);
  if (visitId) {
    await app.db.transaction(async (tx) => {
      const [viewed] = await tx
        .insert(dataRoomAudit)
        .values({
          ownerId: viewer.ownerId,
          kind: 'viewed',
          actorEmail: viewer.email,
          viewerEmail: viewer.email,
          itemId: item.id,
          itemName: item.name,
          linkId: viewer.linkId,
          visitId,
          detail: `v${version.version}`,
        })
        .onConflictDoNothing({ target: dataRoomAudit.visitId, where: sql`kind = 'viewed'` })
        .returning({ id: dataRoomAudit.id });
      if (!viewed) return;
      await tx
        .update(dataRoomLinks)
        .set({ lastViewedAt: sql`now()` })
        .where(eq(dataRoomLinks.id, viewer.linkId));
      await recordViewerEventOnDeals(tx, viewer.ownerId, 'data_room_viewed', {
        email: viewer.email,
        document: item.name,
      });
    });
  }
  return file;
}

/** Downloads a document when the link allows it: audited, and on the deals with the viewer's e-mail. */
export async function downloadDocument(app: RoomApp, viewer: Viewer, itemId: string): Promise<ServedFile> {
  if (!viewer.allowDownload) throw new HttpError(403, DOWNLOAD_NOT_ALLOWED);
  const { item, version } = await openItem(app.db, viewer, itemId);
  const file = await viewerCopy(app, viewer, version);
  await app.db.transaction(async (tx) => {
    await recordAudit(tx, {
      ownerId: viewer.ownerId,
      kind: 'downloaded',
      actorEmail: viewer.email,
      viewerEmail: viewer.email,
      itemId: item.id,
      itemName: item.name,
      linkId: viewer.linkId,
      detail: `v${version.version}`,
    });
    await recordViewerEventOnDeals(tx, viewer.ownerId, 'data_room_downloaded', {
      email: viewer.email,
      document: item.name,
    });
  });
  return file;
}

/**
 * Adds reading time to a visit's pages. The item must be open to the viewer, and a visit already reported belongs
 * to one link and one item: anything else is a 404.
 */
export async function reportPageViews(db: Database, viewer: Viewer, report: PageViewReport): Promise<void> {
  await openItem(db, viewer, report.itemId);
  const [foreign] = await db
    .select({ visitId: dataRoomPageViews.visitId })
    .from(dataRoomPageViews)
    .where(
      and(
        eq(dataRoomPageViews.visitId, report.visitId),
        sql`(${dataRoomPageViews.linkId} <> ${viewer.linkId} or ${dataRoomPageViews.itemId} <> ${report.itemId})`,
      ),
    )
    .limit(1);
  if (foreign) throw new HttpError(404, 'No such visit for this document.');
  // One row per page, even when a report names a page twice.
  const seconds = new Map<number, number>();
  for (const { page, seconds: spent } of report.pages) seconds.set(page, (seconds.get(page) ?? 0) + spent);
  await db
    .insert(dataRoomPageViews)
    .values(
      [...seconds].map(([page, spent]) => ({
        visitId: report.visitId,
        page,
        itemId: report.itemId,
        linkId: viewer.linkId,
        email: viewer.email,
        seconds: spent,
      })),
    )
    .onConflictDoUpdate({
      target: [dataRoomPageViews.visitId, dataRoomPageViews.page],
      set: { seconds: sql`${dataRoomPageViews.seconds} + excluded.seconds`, updatedAt: sql`now()` },
      setWhere: sql`${dataRoomPageViews.linkId} = excluded.link_id and ${dataRoomPageViews.itemId} = excluded.item_id`,
    });
}
