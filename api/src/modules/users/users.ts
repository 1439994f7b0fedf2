import type { GetInfoResponse, Role } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, founderProfiles, users, type User } from '../../db/schema.js';

/** Who the identity provider says signed in. */
export type Identity = {
  subject: string;
  email: string;
  name: string;
  picture: string | undefined;
};

export type SignInResult = {
  user: User;
  isNewUser: boolean;
};

/**
 * Finds the user by e-mail or creates one with `role` (founder unless the login asked otherwise).
 * An existing user keeps their role: the role in a sign-in request only applies to new accounts.
 */
export async function signIn(db: Database, identity: Identity, role: Role | undefined): Promise<SignInResult> {
  const email = identity.email.trim().toLowerCase();
  // ON CONFLICT DO NOTHING: two first logins racing for one e-mail end up with the same single row.
  const [created] = await db
    .insert(users)
    .values({
      email,
      name: identity.name,
      avatar: identity.picture ?? null,
      role: role ?? 'founder',
      oidcSubject: identity.subject,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return { user: created, isNewUser: true };

  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) throw new Error('user vanished between insert and select');
  return { user: existing, isNewUser: false };
}

/**
 * The spec §3 get-info payload: the user plus their founder and company field objects. Those are stored JSON
 * documents, typed here as the contract describes them; the route's response schema checks them on the way out.
 */
export async function getUserInfo(db: Database, userId: string): Promise<GetInfoResponse | null> {
  const [row] = await db
    .select({ user: users, founder: founderProfiles.fields, company: companies.fields })
    .from(users)
    .leftJoin(founderProfiles, eq(founderProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { name, email, avatar, role, profile } = row.user;
  return {
    user: { name, email, avatar, role, profile: profile as GetInfoResponse['user']['profile'] },
    founder: (row.founder ?? {}) as GetInfoResponse['founder'],
    company: (row.company ?? {}) as GetInfoResponse['company'],
  };
}
