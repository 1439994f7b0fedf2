import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginCodes, users, type User } from '../../db/schema.js';
import { sameSecret } from '../../lib/constant-time.js';
import { newUrlToken } from '../../lib/url-tokens.js';

/** How long the auth callback page has to trade its code: a redirect and one POST take well under a second. */
export const LOGIN_CODE_TTL_SECONDS = 60;

/** SHA-256, base64url: how codes are stored and how the sign-in page hashes its nonce. */
export const sha256Base64Url = (value: string): string => createHash('sha256').update(value).digest('base64url');

/**
 * A one-time code for `userId`, redeemable within LOGIN_CODE_TTL_SECONDS by whoever also holds the nonce whose hash
 * is `browserNonceHash`. Stored in the database rather than signed and stateless, because single use needs state
 * anyway and a row (hash only) is the simplest thing that every API instance sees.
 */
export async function issueLoginCode(
  db: Database,
  login: { userId: string; browserNonceHash: string },
): Promise<string> {
  const code = newUrlToken();
  const now = Date.now();
  // Codes nobody redeemed are swept here, so the table never holds more than about a minute of logins.
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now)));
  await db.insert(loginCodes).values({
    codeHash: sha256Base64Url(code),
    userId: login.userId,
    nonceHash: login.browserNonceHash,
    expiresAt: new Date(now + LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/** The user `code` signs in, or null when it is unknown, used, expired or presented without its tab's nonce. */
export async function redeemLoginCode(db: Database, code: string, nonce: string): Promise<User | null> {
  // Deleted on first presentation, right or wrong: a code is never tried twice (DELETE … RETURNING is atomic, so
  // two racing requests cannot both get the row).
  const [row] = await db
    .delete(loginCodes)
    .where(eq(loginCodes.codeHash, sha256Base64Url(code)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  if (!sameSecret(sha256Base64Url(nonce), row.nonceHash)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  return user ?? null;
}
