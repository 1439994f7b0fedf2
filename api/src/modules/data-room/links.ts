// Sharing the room: a link per viewer e-mail, the 6-digit code that proves the viewer holds that address, and the
// viewer session the code is traded for.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  DATA_ROOM_LIMITS,
  type CreatedLink,
  type CreateLinkBody,
  type DataRoomLink,
  type LinkLanding,
  type ViewerSession,
} from '@pear/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dataRoomCodes, dataRoomLinks, dataRoomSessions, type DataRoomLinkRow } from '../../db/schema.js';
import { sameSecret } from '../../lib/constant-time.js';
import { HttpError } from '../../plugins/errors.js';
import { utcDay } from '../plans/quota.js';
import { recordAudit } from './audit.js';
import { recordShareOnDeals } from './deal-events.js';
import { deliver, type MailServices } from '../mail/deliver.js';
import { linkSharedMail, viewerCodeMail } from './mails.js';
import { linkUrl, roomOwner } from './room.js';
import { newUrlToken, sha256Hex } from '../../lib/url-tokens.js';

export const LINK_NOT_FOUND = 'This data room link does not exist.';
export const LINK_REVOKED = 'This link was revoked by the founder.';
export const OTHER_EMAIL = 'This link was shared with a different e-mail address.';
const NO_SUCH_LINK = 'No such link in your data room.';

/** What the room's mailing writes need: the database, the mailer and its log, and the app's address for links. */
export type RoomServices = MailServices & { db: Database; appUrl: string };

/** The day after a link's last day, 00:00 UTC: when it stops working. */
const linkEnd = (expiresOn: string) => new Date(Date.parse(`${expiresOn}T00:00:00Z`) + 24 * 3600 * 1000);

export function linkStatus(link: DataRoomLinkRow, today = utcDay(new Date())): DataRoomLink['status'] {
  if (link.revokedAt) return 'revoked';
  if (link.expiresOn !== null && today > link.expiresOn) return 'expired';
  return 'active';
}

const toLink = (appUrl: string, row: DataRoomLinkRow): DataRoomLink => ({
  id: row.id,
  email: row.email,
  url: linkUrl(appUrl, row.token),
  expiresOn: row.expiresOn,
  allowDownload: row.allowDownload,
  status: linkStatus(row),
  createdAt: row.createdAt.toISOString(),
  lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
});

export async function listLinks(db: Database, appUrl: string, ownerId: string): Promise<DataRoomLink[]> {
  const rows = await db
    .select()
    .from(dataRoomLinks)
    .where(eq(dataRoomLinks.ownerId, ownerId))
    .orderBy(desc(dataRoomLinks.createdAt), desc(dataRoomLinks.id));
  return rows.map((row) => toLink(appUrl, row));
}

/**
 * A link for one viewer e-mail, e-mailed to it, on the timeline of that e-mail's deals (moved to Data Shared when
 * earlier). The mail is sent inside the transaction: when it cannot be sent, nothing is kept.
 */
export async function createLink(services: RoomServices, ownerId: string, body: CreateLinkBody): Promise<CreatedLink> {
  const { db, appUrl } = services;
  const expiresOn = body.expiresOn ?? null;
  if (expiresOn !== null && expiresOn < utcDay(new Date())) {
    throw new HttpError(400, 'body.expiresOn: the last day of the link must not be in the past');
  }
  const email = body.email.trim().toLowerCase();
  const owner = await roomOwner(db, ownerId);
  const token = newUrlToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataRoomLinks)
      .values({
        ownerId,
        token,
        tokenHash: sha256Hex(token),
        email,
        expiresOn,
        allowDownload: body.allowDownload ?? false,
      })
      .returning();
    await recordAudit(tx, {
      ownerId,
      kind: 'shared',
      viewerEmail: email,
      linkId: row!.id,
      detail: [
        expiresOn ? `until ${expiresOn}` : 'no expiry',
        row!.allowDownload ? 'download allowed' : 'view only',
      ].join(', '),
    });
    const deals = await recordShareOnDeals(tx, ownerId, email);
    await deliver(services, linkSharedMail(owner, email, linkUrl(appUrl, token), expiresOn));
    return { link: toLink(appUrl, row!), deals };
  });
}

/** Revokes a link: it and every session opened through it stop working at once. */
export async function revokeLink(db: Database, appUrl: string, ownerId: string, linkId: string): Promise<DataRoomLink> {
  const row = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(dataRoomLinks)
      .where(and(eq(dataRoomLinks.ownerId, ownerId), eq(dataRoomLinks.id, linkId)))
      .for('update');
    if (!found) throw new HttpError(404, NO_SUCH_LINK);
    if (found.revokedAt) return found;
    const [revoked] = await tx
      .update(dataRoomLinks)
      .set({ revokedAt: sql`now()` })
      .where(eq(dataRoomLinks.id, linkId))
      .returning();
    await tx.delete(dataRoomSessions).where(eq(dataRoomSessions.linkId, linkId));
    await recordAudit(tx, { ownerId, kind: 'link_revoked', viewerEmail: found.email, linkId });
    return revoked!;
  });
  return toLink(appUrl, row);
}

// ── The viewer's side, before a session ───────────────────────────────────────────────────────────────────────

const expiredMessage = (expiresOn: string) => `This link expired on ${expiresOn}. Ask the founder for a new one.`;

/** The link a URL token names, still working: 404 for none, 410 for a revoked or expired one. */
async function usableLink(db: Database, token: string): Promise<DataRoomLinkRow> {
  const [link] = await db
    .select()
    .from(dataRoomLinks)
    .where(eq(dataRoomLinks.tokenHash, sha256Hex(token)));
  if (!link) throw new HttpError(404, LINK_NOT_FOUND);
  const status = linkStatus(link);
  if (status === 'revoked') throw new HttpError(410, LINK_REVOKED);
  if (status === 'expired') throw new HttpError(410, expiredMessage(link.expiresOn!));
  return link;
}

/** The link's viewer, or 403 (and nothing sent, no hint of the right address) for any other e-mail. */
function assertSameViewer(link: DataRoomLinkRow, email: string): string {
  const address = email.trim().toLowerCase();
  if (address !== link.email) throw new HttpError(403, OTHER_EMAIL);
  return address;
}

export async function linkLanding(db: Database, token: string): Promise<LinkLanding> {
  const link = await usableLink(db, token);
  const { founderName, companyName } = await roomOwner(db, link.ownerId);
  return { founderName, companyName };
}

const codeHash = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest('hex');
const HOUR_MS = 3600 * 1000;

/** "14:05 UTC": when a refused resend can be tried again. */
const clock = (moment: Date) => `${moment.toISOString().slice(11, 16)} UTC`;

/**
 * E-mails a fresh 6-digit code to the link's viewer. It replaces any earlier one (only the newest code is checked),
 * and at most DATA_ROOM_LIMITS.codesPerHour are sent per link in any rolling hour.
 */
export async function requestViewerCode(
  services: RoomServices,
  token: string,
  email: string,
): Promise<{ email: string; expiresAt: string; resendsLeft: number }> {
  const { db } = services;
  const link = await usableLink(db, token);
  const address = assertSameViewer(link, email);
  const owner = await roomOwner(db, link.ownerId);
  return db.transaction(async (tx) => {
    // One request at a time per link, so two at once cannot both pass the hourly count.
    await tx.select({ id: dataRoomLinks.id }).from(dataRoomLinks).where(eq(dataRoomLinks.id, link.id)).for('update');
    const since = new Date(Date.now() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: dataRoomCodes.createdAt })
      .from(dataRoomCodes)
      .where(and(eq(dataRoomCodes.linkId, link.id), gt(dataRoomCodes.createdAt, since)))
      .orderBy(dataRoomCodes.createdAt);
    if (recent.length >= DATA_ROOM_LIMITS.codesPerHour) {
      const retryAt = new Date(recent[0]!.createdAt.getTime() + HOUR_MS);
      throw new HttpError(
        429,
        `Too many codes were sent for this link: at most ${DATA_ROOM_LIMITS.codesPerHour} an hour. Try again after ${clock(retryAt)}.`,
      );
    }
    const code = String(randomInt(0, 10 ** DATA_ROOM_LIMITS.codeDigits)).padStart(DATA_ROOM_LIMITS.codeDigits, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + DATA_ROOM_LIMITS.codeMinutes * 60 * 1000);
    await tx.insert(dataRoomCodes).values({ linkId: link.id, salt, codeHash: codeHash(salt, code), expiresAt });
    await recordAudit(tx, { ownerId: link.ownerId, kind: 'code_sent', viewerEmail: address, linkId: link.id });
    await deliver(services, viewerCodeMail(owner, address, code));
    return {
      email: address,
      expiresAt: expiresAt.toISOString(),
      resendsLeft: DATA_ROOM_LIMITS.codesPerHour - recent.length - 1,
    };
  });
}

export const CODE_WRONG = 'That code is not right.';
export const CODE_EXPIRED = 'That code has expired: ask for a new one.';
export const CODE_SPENT = 'Too many wrong codes: ask for a new one.';
const NO_CODE = 'No code is waiting for this address: ask for a new one.';

/** Trades the newest code for a viewer session; a wrong code counts, and the last allowed wrong try spends it. */
export async function verifyViewerCode(
  db: Database,
  token: string,
  email: string,
  code: string,
): Promise<ViewerSession> {
  const link = await usableLink(db, token);
  const address = assertSameViewer(link, email);
  const [latest] = await db
    .select()
    .from(dataRoomCodes)
    .where(eq(dataRoomCodes.linkId, link.id))
    .orderBy(desc(dataRoomCodes.createdAt), desc(dataRoomCodes.id))
    .limit(1);
  if (!latest || latest.usedAt) throw new HttpError(401, NO_CODE);
  if (latest.attempts >= DATA_ROOM_LIMITS.codeAttempts) throw new HttpError(429, CODE_SPENT);
  if (latest.expiresAt.getTime() <= Date.now()) throw new HttpError(401, CODE_EXPIRED);
  if (!sameSecret(codeHash(latest.salt, code), latest.codeHash)) {
    // Counted in one statement, so parallel guesses cannot share a try.
    const [counted] = await db
      .update(dataRoomCodes)
      .set({ attempts: sql`${dataRoomCodes.attempts} + 1` })
      .where(and(eq(dataRoomCodes.id, latest.id), sql`${dataRoomCodes.attempts} < ${DATA_ROOM_LIMITS.codeAttempts}`))
      .returning({ attempts: dataRoomCodes.attempts });
    if (!counted || counted.attempts >= DATA_ROOM_LIMITS.codeAttempts) throw new HttpError(429, CODE_SPENT);
    throw new HttpError(401, CODE_WRONG);
  }
  const sessionToken = newUrlToken();
  const hours = Date.now() + DATA_ROOM_LIMITS.viewerSessionHours * HOUR_MS;
  const expiresAt = new Date(link.expiresOn ? Math.min(hours, linkEnd(link.expiresOn).getTime()) : hours);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(dataRoomCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(dataRoomCodes.id, latest.id), sql`${dataRoomCodes.usedAt} IS NULL`))
      .returning({ id: dataRoomCodes.id });
    // Two right answers at once: the first one gets the session.
    if (!spent) throw new HttpError(401, NO_CODE);
    await tx.insert(dataRoomSessions).values({ tokenHash: sha256Hex(sessionToken), linkId: link.id, expiresAt });
    await recordAudit(tx, { ownerId: link.ownerId, kind: 'viewer_verified', actorEmail: address, linkId: link.id });
  });
  return { token: sessionToken, expiresAt: expiresAt.toISOString() };
}
