// The founder's documents: items in categories, each with its stored versions (the newest is the current one). Every
// function takes the owner's id and finds nothing outside the owner's room, so a route answers 404 for another
// founder's id without a separate check.
import {
  DATA_ROOM_CATEGORIES,
  DATA_ROOM_LIMITS,
  DATA_ROOM_TYPE_MESSAGE,
  type DataRoomAnalytics,
  type DataRoomCategory,
  type DataRoomFileType,
  type DataRoomItem,
  type DataRoomOverview,
  type DataRoomViewer,
} from '@pear/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  dataRoomAudit,
  dataRoomItems,
  dataRoomPageViews,
  dataRoomVersions,
  type DataRoomItemRow,
  type DataRoomVersionRow,
} from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { newStorageKey } from '../storage/types.js';
import { recordAudit } from './audit.js';
import { listLinks } from './links.js';
import { listRequests } from './requests.js';
import { pdfPageCount } from './pdf.js';
import { FILE_CONTENT_TYPES, FILE_EXTENSIONS, sniffFileType } from './sniff.js';

export const ITEM_NOT_FOUND = 'No such document in your data room.';
export const UNTITLED = 'Untitled document';

/** Services the room's writes need: the database, the file storage, and a log for storage clean-up failures. */
export type RoomApp = Pick<FastifyInstance, 'db' | 'storage' | 'log'>;

/** An uploaded file, before it is recognised. */
export type IncomingFile = { fileName: string; bytes: Buffer };

/** A display name: control characters out, trimmed, at most DATA_ROOM_LIMITS.name characters. */
export function cleanName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = (raw ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return [...cleaned].slice(0, DATA_ROOM_LIMITS.name).join('').trim();
}

/** The file's name without its extension (and without any folder a browser sent), as a document name. */
export const nameFromFileName = (fileName: string): string =>
  cleanName(
    fileName
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.[^.]*$/, ''),
  );

/** The name a served file gets: the uploaded name's stem and the extension of what the bytes really are. */
export function servedFileName(originalName: string, fileType: DataRoomFileType): string {
  return `${nameFromFileName(originalName) || 'document'}.${FILE_EXTENSIONS[fileType]}`;
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────────────────

const versionOf = (row: DataRoomVersionRow) => ({
  version: row.version,
  fileType: row.fileType,
  sizeBytes: row.sizeBytes,
  pageCount: row.pageCount,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** Versions of these items, newest first, by item. */
export async function versionsByItem(db: Database, itemIds: string[]): Promise<Map<string, DataRoomVersionRow[]>> {
  const byItem = new Map<string, DataRoomVersionRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(dataRoomVersions)
    .where(inArray(dataRoomVersions.itemId, itemIds))
    .orderBy(desc(dataRoomVersions.version));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return byItem;
}

/**
 * Who opened these items: per item and viewer e-mail, the visits (openings recorded as "viewed"), the reading time
 * reported for them and the last opening. A viewer whose page reported time is listed even if the opening was not.
 */
export async function viewersByItem(db: Database, itemIds: string[]): Promise<Map<string, DataRoomViewer[]>> {
  const byItem = new Map<string, DataRoomViewer[]>();
  if (itemIds.length === 0) return byItem;
  const [views, times] = await Promise.all([
    db
      .select({
        itemId: dataRoomAudit.itemId,
        email: dataRoomAudit.viewerEmail,
        visits: sql<number>`count(distinct ${dataRoomAudit.visitId})::int`,
        last: sql<Date>`max(${dataRoomAudit.occurredAt})`.mapWith(dataRoomAudit.occurredAt),
      })
      .from(dataRoomAudit)
      .where(and(eq(dataRoomAudit.kind, 'viewed'), inArray(dataRoomAudit.itemId, itemIds)))
      .groupBy(dataRoomAudit.itemId, dataRoomAudit.viewerEmail),
    db
      .select({
        itemId: dataRoomPageViews.itemId,
        email: dataRoomPageViews.email,
        visits: sql<number>`count(distinct ${dataRoomPageViews.visitId})::int`,
        seconds: sql<number>`coalesce(sum(${dataRoomPageViews.seconds}), 0)::float8`,
        last: sql<Date>`max(${dataRoomPageViews.updatedAt})`.mapWith(dataRoomPageViews.updatedAt),
      })
      .from(dataRoomPageViews)
      .where(inArray(dataRoomPageViews.itemId, itemIds))
      .groupBy(dataRoomPageViews.itemId, dataRoomPageViews.email),
  ]);
  const viewers = new Map<string, { itemId: string; email: string; visits: number; seconds: number; last: Date }>();
  for (const view of views) {
    if (!view.itemId || !view.email) continue;
    viewers.set(`${view.itemId} ${view.email}`, { ...view, itemId: view.itemId, email: view.email, seconds: 0 });
  }
  for (const time of times) {
    const key = `${time.itemId} ${time.email}`;
    const found = viewers.get(key);
    if (found) found.seconds = time.seconds;
    else viewers.set(key, time);
  }
  for (const viewer of viewers.values()) {
    byItem.set(viewer.itemId, [
      ...(byItem.get(viewer.itemId) ?? []),
      {
        email: viewer.email,
        visits: viewer.visits,
        seconds: Math.round(viewer.seconds),
        lastViewedAt: viewer.last.toISOString(),
      },
    ]);
  }
  for (const list of byItem.values()) list.sort((a, b) => b.lastViewedAt.localeCompare(a.lastViewedAt));
  return byItem;
}

function toItem(row: DataRoomItemRow, versions: DataRoomVersionRow[], viewers: DataRoomViewer[]): DataRoomItem {
  const current = versions[0];
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    kind: row.kind,
    status: current ? 'uploaded' : 'pending',
    restricted: row.restricted,
    fileType: current?.fileType ?? null,
    sizeBytes: current?.sizeBytes ?? null,
    version: current?.version ?? null,
    versions: versions.map(versionOf),
    viewers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toItems(db: Database, rows: DataRoomItemRow[]): Promise<DataRoomItem[]> {
  const ids = rows.map((row) => row.id);
  const [versions, viewers] = await Promise.all([versionsByItem(db, ids), viewersByItem(db, ids)]);
  return rows.map((row) => toItem(row, versions.get(row.id) ?? [], viewers.get(row.id) ?? []));
}

/** The owner's item row; 404 when it is not theirs. */
export async function findItem(db: Database, ownerId: string, itemId: string): Promise<DataRoomItemRow> {
  const [row] = await db
    .select()
    .from(dataRoomItems)
    .where(and(eq(dataRoomItems.ownerId, ownerId), eq(dataRoomItems.id, itemId)));
  if (!row) throw new HttpError(404, ITEM_NOT_FOUND);
  return row;
}

export async function getItem(db: Database, ownerId: string, itemId: string): Promise<DataRoomItem> {
  const [item] = await toItems(db, [await findItem(db, ownerId, itemId)]);
  return item!;
}

type Listed = { kind: DataRoomItem['kind']; name: string; id: string };

/** The order a category lists its items in, for the founder and viewers alike: pitch deck first, then by name. */
export const byDisplayOrder = (a: Listed, b: Listed) =>
  Number(b.kind === 'pitch_deck') - Number(a.kind === 'pitch_deck') ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

export async function getOverview(db: Database, appUrl: string, ownerId: string): Promise<DataRoomOverview> {
  const rows = await db.select().from(dataRoomItems).where(eq(dataRoomItems.ownerId, ownerId));
  const [items, links, requests] = await Promise.all([
    toItems(db, rows),
    listLinks(db, appUrl, ownerId),
    listRequests(db, ownerId),
  ]);
  return {
    categories: DATA_ROOM_CATEGORIES.map((name) => ({
      name,
      items: items.filter((item) => item.category === name).sort(byDisplayOrder),
    })),
    links,
    requests,
  };
}

/** The current (newest) version of an item, if it has one. */
export async function currentVersion(db: Database, itemId: string): Promise<DataRoomVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRoomVersions)
    .where(eq(dataRoomVersions.itemId, itemId))
    .orderBy(desc(dataRoomVersions.version))
    .limit(1);
  return row;
}

export type ServedFile = { bytes: Uint8Array; contentType: string; fileName: string };

/** The stored bytes of a version, with the type and name it is served with. */
export async function readVersion(app: RoomApp, version: DataRoomVersionRow): Promise<ServedFile> {
  return {
    bytes: await app.storage.get(version.storageKey),
    contentType: FILE_CONTENT_TYPES[version.fileType],
    fileName: servedFileName(version.originalName, version.fileType),
  };
}

/** The owner's own copy of the current version, as uploaded. */
export async function ownerFile(app: RoomApp, ownerId: string, itemId: string): Promise<ServedFile> {
  await findItem(app.db, ownerId, itemId);
  const version = await currentVersion(app.db, itemId);
  if (!version) throw new HttpError(404, 'This document is pending: no file was uploaded yet.');
  return readVersion(app, version);
}

export async function getAnalytics(db: Database, ownerId: string, itemId: string): Promise<DataRoomAnalytics> {
  const row = await findItem(db, ownerId, itemId);
  const [version, viewers, pageRows] = await Promise.all([
    currentVersion(db, itemId),
    viewersByItem(db, [itemId]),
    db
      .select({
        page: dataRoomPageViews.page,
        seconds: sql<number>`sum(${dataRoomPageViews.seconds})::float8`,
      })
      .from(dataRoomPageViews)
      .where(eq(dataRoomPageViews.itemId, itemId))
      .groupBy(dataRoomPageViews.page),
  ]);
  const pageCount = version?.pageCount ?? null;
  const seconds = new Map(pageRows.map((page) => [page.page, page.seconds]));
  // Pages nobody read count as 0 up to the page count; pages past it (an older, longer version) are kept.
  const pages = [...new Set([...Array.from({ length: pageCount ?? 0 }, (_, index) => index + 1), ...seconds.keys()])]
    .sort((a, b) => a - b)
    .map((page) => ({ page, seconds: Math.round(seconds.get(page) ?? 0) }));
  const total = pageRows.reduce((sum, page) => sum + page.seconds, 0);
  return {
    itemId,
    name: row.name,
    pageCount,
    totalSeconds: Math.round(total),
    viewers: viewers.get(itemId) ?? [],
    pages,
  };
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────────────────────

type RecognisedFile = {
  storageKey: string;
  fileType: DataRoomFileType;
  sizeBytes: number;
  pageCount: number | null;
  originalName: string;
};

/** Recognises the file by its bytes (415 for anything else) and stores them under a fresh key. */
async function storeFile(app: RoomApp, file: IncomingFile): Promise<RecognisedFile> {
  const fileType = sniffFileType(file.bytes);
  if (!fileType) throw new HttpError(415, DATA_ROOM_TYPE_MESSAGE);
  const pageCount = fileType === 'PDF' ? await pdfPageCount(file.bytes) : null;
  const storageKey = newStorageKey('data-room');
  await app.storage.put(storageKey, file.bytes, FILE_CONTENT_TYPES[fileType]);
  const originalName = cleanName(file.fileName.split(/[\\/]/).pop()) || `document.${FILE_EXTENSIONS[fileType]}`;
  return { storageKey, fileType, sizeBytes: file.bytes.byteLength, pageCount, originalName };
}

/** Deletes stored bytes whose rows are gone (or never were): a failure is logged, never the caller's failure. */
export async function forgetFiles(app: RoomApp, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await app.storage.delete(key);
    } catch (error) {
      app.log.warn({ err: error, key }, 'data room: could not delete stored bytes; they are orphaned');
    }
  }
}

/** Bytes first, then the rows in one transaction; when the rows fail, the bytes are deleted again. */
async function storeThenRecord<T>(
  app: RoomApp,
  file: IncomingFile,
  record: (tx: Database, stored: RecognisedFile) => Promise<T>,
): Promise<T> {
  const stored = await storeFile(app, file);
  try {
    return await app.db.transaction((tx) => record(tx, stored));
  } catch (error) {
    await forgetFiles(app, [stored.storageKey]);
    throw error;
  }
}

/** Adds `stored` as the item's next version (the item row locked, so two uploads get v2 and v3). */
async function insertVersion(tx: Database, item: DataRoomItemRow, stored: RecognisedFile): Promise<number> {
  await tx.select({ id: dataRoomItems.id }).from(dataRoomItems).where(eq(dataRoomItems.id, item.id)).for('update');
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${dataRoomVersions.version}), 0)::int` })
    .from(dataRoomVersions)
    .where(eq(dataRoomVersions.itemId, item.id));
  const version = (last?.version ?? 0) + 1;
  await tx.insert(dataRoomVersions).values({ itemId: item.id, version, ...stored });
  await tx
    .update(dataRoomItems)
    .set({ updatedAt: sql`now()` })
    .where(eq(dataRoomItems.id, item.id));
  await recordAudit(tx, {
    ownerId: item.ownerId,
    kind: 'uploaded',
    itemId: item.id,
    itemName: item.name,
    detail: `v${version}`,
  });
  return version;
}

export type NewDocument = { category: DataRoomCategory; restricted: boolean; name: string | undefined };

/** A new document with its first version; its name is `name`, else the file's, else "Untitled document". */
export async function uploadDocument(
  app: RoomApp,
  ownerId: string,
  document: NewDocument,
  file: IncomingFile,
): Promise<DataRoomItem> {
  const itemId = await storeThenRecord(app, file, async (tx, stored) => {
    const name = cleanName(document.name) || nameFromFileName(file.fileName) || UNTITLED;
    const [item] = await tx
      .insert(dataRoomItems)
      .values({ ownerId, kind: 'document', category: document.category, restricted: document.restricted, name })
      .returning();
    await insertVersion(tx, item!, stored);
    return item!.id;
  });
  return getItem(app.db, ownerId, itemId);
}

/** Fills a pending item, or adds the next version of an uploaded one. */
export async function uploadVersion(
  app: RoomApp,
  ownerId: string,
  itemId: string,
  file: IncomingFile,
): Promise<DataRoomItem> {
  const item = await findItem(app.db, ownerId, itemId);
  await storeThenRecord(app, file, (tx, stored) => insertVersion(tx, item, stored));
  return getItem(app.db, ownerId, itemId);
}

export async function createPendingItem(
  db: Database,
  ownerId: string,
  body: { name: string; category: DataRoomCategory; restricted?: boolean | undefined },
): Promise<DataRoomItem> {
  const [item] = await db
    .insert(dataRoomItems)
    .values({
      ownerId,
      kind: 'document',
      name: cleanName(body.name) || UNTITLED,
      category: body.category,
      restricted: body.restricted ?? false,
    })
    .returning();
  return (await toItems(db, [item!]))[0]!;
}

export async function updateItem(
  db: Database,
  ownerId: string,
  itemId: string,
  body: { name?: string | undefined; category?: DataRoomCategory | undefined; restricted?: boolean | undefined },
): Promise<DataRoomItem> {
  await findItem(db, ownerId, itemId);
  const name = body.name === undefined ? undefined : cleanName(body.name) || UNTITLED;
  await db
    .update(dataRoomItems)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      ...(body.restricted !== undefined ? { restricted: body.restricted } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(dataRoomItems.ownerId, ownerId), eq(dataRoomItems.id, itemId)));
  return getItem(db, ownerId, itemId);
}

/** Deletes the item and its versions, then every version's bytes (the rows go first: no row points at nothing). */
export async function deleteItem(app: RoomApp, ownerId: string, itemId: string): Promise<void> {
  const keys = await app.db.transaction(async (tx) => {
    const item = await findItem(tx, ownerId, itemId);
    const versions = await tx
      .select({ key: dataRoomVersions.storageKey })
      .from(dataRoomVersions)
      .where(eq(dataRoomVersions.itemId, itemId));
    await tx.delete(dataRoomItems).where(eq(dataRoomItems.id, itemId));
    await recordAudit(tx, { ownerId, kind: 'deleted', itemId, itemName: item.name });
    return versions.map((version) => version.key);
  });
  await forgetFiles(app, keys);
}

/**
 * The pitch deck of every Update Pitchdeck, kept: the founder's one pitch-deck item in Business Documents ("Acme
 * pitch deck" when the parse found the company's name), a new version each time. Called after a successful parse.
 */
export async function keepPitchDeck(
  app: RoomApp,
  ownerId: string,
  bytes: Uint8Array,
  companyName?: string | null,
): Promise<void> {
  const name = cleanName(companyName ? `${companyName} pitch deck` : 'Pitch deck') || 'Pitch deck';
  await storeThenRecord(app, { fileName: 'pitch-deck.pdf', bytes: Buffer.from(bytes) }, async (tx, stored) => {
    // Two uploads at once: the partial unique index keeps one item, and both become versions of it.
    await tx
      .insert(dataRoomItems)
      .values({ ownerId, kind: 'pitch_deck', category: 'Business Documents', name })
      .onConflictDoNothing({ target: dataRoomItems.ownerId, where: sql`kind = 'pitch_deck'` });
    const [item] = await tx
      .select()
      .from(dataRoomItems)
      .where(and(eq(dataRoomItems.ownerId, ownerId), eq(dataRoomItems.kind, 'pitch_deck')));
    await insertVersion(tx, item!, stored);
  });
}
