// The account a user signed in with, for Settings → Connect Accounts on both dashboards: which professional network
// vouched for them (from the issuers of their sign-in identities) and their e-mail.
import type { SignInAccount } from '@pear/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { identities, users } from '../../db/schema.js';

/** "LinkedIn" for an identity LinkedIn vouched for, else the local sign-in (the dev identity provider). */
export function signInProvider(issuers: readonly string[]): string {
  const linkedIn = issuers.some((issuer) => {
    const host = URL.canParse(issuer) ? new URL(issuer).hostname : '';
    return host === 'linkedin.com' || host.endsWith('.linkedin.com');
  });
  return linkedIn ? 'LinkedIn' : 'Pear dev sign-in';
}

/** The user's provider, from the issuers of their sign-in identities (newest first). */
export async function signInProviderOf(db: Database, userId: string): Promise<string> {
  const signIns = await db
    .select({ issuer: identities.issuer })
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(desc(identities.createdAt));
  return signInProvider(signIns.map(({ issuer }) => issuer));
}

/** The user's provider and e-mail; null for an account that no longer exists. */
export async function signInAccount(db: Database, userId: string): Promise<SignInAccount | null> {
  const [[user], provider] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    signInProviderOf(db, userId),
  ]);
  if (!user) return null;
  return { provider, email: user.email };
}
