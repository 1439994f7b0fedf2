// Media & Content (issue 15): a founder's links to podcasts, articles, videos and tweets about them, in the order they
// choose. Every function takes the founder's id and finds nothing outside their list, so a route answers 404 for
// another founder's item without a separate check. Investors read the same list on the founder's card.
import {
  detectPlatform,
  MEDIA_LIMITS,
  type CreateMediaItemBody,
  type MediaItem,
  type UpdateMediaItemBody,
} from '@pear/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { mediaItems, users, type MediaItemRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

export const MEDIA_ITEM_NOT_FOUND = 'No such media item.';
export const MEDIA_DUPLICATE_LINK = 'This link is already in your Media & Content list.';
export const MEDIA_LIST_FULL = `You already list ${MEDIA_LIMITS.items} media items, the most Pear keeps: delete one to add another.`;

const toMediaItem = (row: MediaItemRow): MediaItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  url: row.url,
  platform: row.platform,
  thumbnailUrl: row.thumbnailUrl,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A link as the browser would follow it ("HTTPS://Example.com" → "https://example.com/"), so that one address typed
 * two ways is the same item. The contract has already checked it is an http(s) URL.
 */
const canonicalUrl = (url: string): string => new URL(url).href;

/** The platform of a link the contract accepted (detectPlatform is null only for what is not a URL). */
const platformOf = (url: string): string => detectPlatform(url) ?? new URL(url).hostname;

// Items written in one transaction share its now(): the id keeps their order stable.
const listOrder = [asc(mediaItems.position), asc(mediaItems.createdAt), asc(mediaItems.id)];

export async function listMedia(db: Database, founderId: string): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(mediaItems)
    .where(eq(mediaItems.founderId, founderId))
    .orderBy(...listOrder);
  return rows.map(toMediaItem);
}

/** Every listed founder's items, in each founder's order, with one query (the investor's founder matches). */
export async function mediaByFounder(db: Database, founderIds: string[]): Promise<Map<string, MediaItem[]>> {
  const byFounder = new Map<string, MediaItem[]>();
  if (founderIds.length === 0) return byFounder;
  const rows = await db
    .select()
    .from(mediaItems)
    .where(inArray(mediaItems.founderId, founderIds))
    .orderBy(...listOrder);
  for (const row of rows) byFounder.set(row.founderId, [...(byFounder.get(row.founderId) ?? []), toMediaItem(row)]);
  return byFounder;
}

/** Runs `work` holding the founder's row lock, so that parallel writes cannot pass the limit or clash on positions. */
async function asFounder<T>(db: Database, founderId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, founderId)).for('update');
      return work(tx);
    });
  } catch (error) {
    // The unique (founder, url) index: the same link saved twice.
    if (isUniqueViolation(error)) throw new HttpError(409, MEDIA_DUPLICATE_LINK);
    throw error;
  }
}

async function refuseDuplicate(tx: Database, founderId: string, url: string, exceptId?: string): Promise<void> {
  const [same] = await tx
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.founderId, founderId),
        eq(mediaItems.url, url),
        exceptId ? ne(mediaItems.id, exceptId) : undefined,
      ),
    );
  if (same) throw new HttpError(409, MEDIA_DUPLICATE_LINK);
}

/** Adds an item at the end of the list; 409 past MEDIA_LIMITS.items or when the link is already listed. */
export async function createMediaItem(db: Database, founderId: string, body: CreateMediaItemBody): Promise<MediaItem> {
  const url = canonicalUrl(body.url);
  return asFounder(db, founderId, async (tx) => {
    const [stats] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number | null>`max(${mediaItems.position})` })
      .from(mediaItems)
      .where(eq(mediaItems.founderId, founderId));
    if ((stats?.count ?? 0) >= MEDIA_LIMITS.items) throw new HttpError(409, MEDIA_LIST_FULL);
    await refuseDuplicate(tx, founderId, url);
    const [row] = await tx
      .insert(mediaItems)
      .values({
        founderId,
        type: body.type,
        title: body.title,
        url,
        platform: platformOf(url),
        thumbnailUrl: body.thumbnailUrl ? canonicalUrl(body.thumbnailUrl) : null,
        position: (stats?.last ?? -1) + 1,
      })
      .returning();
    return toMediaItem(row!);
  });
}

/** Changes the fields given; a new link gets its platform detected again; `thumbnailUrl: null` removes the thumbnail. */
export async function updateMediaItem(
  db: Database,
  founderId: string,
  id: string,
  body: UpdateMediaItemBody,
): Promise<MediaItem> {
  const url = body.url === undefined ? undefined : canonicalUrl(body.url);
  return asFounder(db, founderId, async (tx) => {
    if (url !== undefined) await refuseDuplicate(tx, founderId, url, id);
    const [row] = await tx
      .update(mediaItems)
      .set({
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(url !== undefined ? { url, platform: platformOf(url) } : {}),
        ...(body.thumbnailUrl !== undefined
          ? { thumbnailUrl: body.thumbnailUrl === null ? null : canonicalUrl(body.thumbnailUrl) }
          : {}),
      })
      .where(and(eq(mediaItems.founderId, founderId), eq(mediaItems.id, id)))
      .returning();
    if (!row) throw new HttpError(404, MEDIA_ITEM_NOT_FOUND);
    return toMediaItem(row);
  });
}

export async function deleteMediaItem(db: Database, founderId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(mediaItems)
    .where(and(eq(mediaItems.founderId, founderId), eq(mediaItems.id, id)))
    .returning({ id: mediaItems.id });
  if (deleted.length === 0) throw new HttpError(404, MEDIA_ITEM_NOT_FOUND);
}

/** What is wrong with a new order: the founder's ids it leaves out, ids that are not theirs, ids given twice. */
function orderProblems(ids: readonly string[], current: readonly string[]): string[] {
  const known = new Set(current);
  const given = new Set(ids);
  const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  const problems: [string, string[]][] = [
    ['missing', current.filter((id) => !given.has(id))],
    ['unknown', [...given].filter((id) => !known.has(id))],
    ['listed more than once', twice],
  ];
  return problems.filter(([, found]) => found.length > 0).map(([what, found]) => `${what}: ${found.join(', ')}`);
}

/** Puts the items in the order of `ids`, which must name every one of the founder's items once (else 400). */
export async function reorderMedia(db: Database, founderId: string, ids: readonly string[]): Promise<MediaItem[]> {
  await asFounder(db, founderId, async (tx) => {
    const current = await tx.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.founderId, founderId));
    const problems = orderProblems(
      ids,
      current.map((row) => row.id),
    );
    if (problems.length > 0) {
      throw new HttpError(
        400,
        `body.ids must list each of your ${current.length} media items once (${problems.join('; ')}).`,
      );
    }
    if (ids.length === 0) return;
    // One statement for the whole list: each id gets its index in `ids` as its position.
    const positions = sql.join(
      ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${mediaItems} SET position = wanted.position
      FROM (VALUES ${positions}) AS wanted (id, position)
      WHERE ${mediaItems.id} = wanted.id AND ${mediaItems.founderId} = ${founderId}`);
  });
  return listMedia(db, founderId);
}
