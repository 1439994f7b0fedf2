import type { GetInfoResponse, Role } from '@pear/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { companies, founderProfiles, identities, users, type User } from '../../db/schema.js';

/** Who the identity provider says signed in. */
export type Identity = {
  /** The ID token's `iss`: with `subject`, the only stable name of a person (OIDC Core §5.7). */
  issuer: string;
  subject: string;
  email: string;
  /** True only when the provider vouches that the person controls `email` (the `email_verified` claim). */
  emailVerified: boolean;
  name: string;
  picture: string | undefined;
};

export type SignInResult = {
  user: User;
  isNewUser: boolean;
};

/**
 * The e-mail belongs to an account this identity may not enter: the provider did not verify the address, and the
 * account was created through another identity. Signing in would otherwise let anyone who types an address into a
 * provider that checks nothing take over that account.
 */
export class EmailInUseError extends Error {
  constructor() {
    super('the e-mail belongs to an account linked to another identity');
  }
}

/**
 * The user this identity signs in as, creating them with `role` (founder unless the login asked otherwise) on a
 * first sign-in. An existing user keeps their role: the role in a sign-in request only applies to new accounts.
 *
 * 1. (issuer, subject) already linked → that user, whatever the e-mail says today.
 * 2. No account has the e-mail → a new account, linked to this identity.
 * 3. An account has the e-mail → linked to this identity only when the provider verified the e-mail, or when the
 *    account predates identities and signed up with this very subject (see `isLegacyOwner`); otherwise
 *    EmailInUseError. Refusing, rather than opening a second account, because the e-mail is the account's contact
 *    address and must stay unique; the person can still sign in with the provider they used before.
 */
export async function signIn(db: Database, identity: Identity, role: Role | undefined): Promise<SignInResult> {
  const linked = await findLinkedUser(db, identity);
  if (linked) return { user: linked, isNewUser: false };

  const email = identity.email.trim().toLowerCase();
  // One transaction, so no account exists without the identity that created it.
  const created = await db.transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: two first logins racing for one e-mail end up with the same single row.
    const [user] = await tx
      .insert(users)
      .values({ email, name: identity.name, avatar: identity.picture ?? null, role: role ?? 'founder' })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (user) await link(tx, user.id, identity);
    return user;
  });
  if (created) return { user: created, isNewUser: true };

  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) throw new Error('user vanished between insert and select');
  if (identity.emailVerified || (await isLegacyOwner(db, existing, identity))) {
    if (identity.emailVerified) await dropUnverifiedIdentities(db, existing.id);
    await link(db, existing.id, identity);
    // A racing first login of this same identity may have linked it to another user meanwhile: that link wins.
    return { user: (await findLinkedUser(db, identity)) ?? existing, isNewUser: false };
  }
  // The same identity may have created this account a moment ago, in a racing request.
  const racedIn = await findLinkedUser(db, identity);
  if (racedIn) return { user: racedIn, isNewUser: false };
  throw new EmailInUseError();
}

async function findLinkedUser(db: Database, { issuer, subject }: Identity): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)));
  return row?.user;
}

type Executor = Pick<Database, 'insert'>;

async function link(db: Executor, userId: string, identity: Identity): Promise<void> {
  await db
    .insert(identities)
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      userId,
      email: identity.email.trim().toLowerCase(),
      emailVerified: identity.emailVerified,
    })
    .onConflictDoNothing({ target: [identities.issuer, identities.subject] });
}

/**
 * The owner of the e-mail has proven it: identities that merely claimed the address (a provider that checks nothing)
 * lose the account, so nobody can pre-create an account for someone else's e-mail and keep a way into it.
 */
async function dropUnverifiedIdentities(db: Database, userId: string): Promise<void> {
  await db.delete(identities).where(and(eq(identities.userId, userId), eq(identities.emailVerified, false)));
}

/**
 * Accounts created before identities (migration 0006) recorded the subject but not the issuer. Such an account is
 * claimed by the first sign-in presenting both its subject and its e-mail, once: after that it has an identity and
 * only that (issuer, subject) matches.
 */
async function isLegacyOwner(db: Database, user: User, identity: Identity): Promise<boolean> {
  if (user.oidcSubject === null || user.oidcSubject !== identity.subject) return false;
  const [anyIdentity] = await db
    .select({ subject: identities.subject })
    .from(identities)
    .where(eq(identities.userId, user.id))
    .limit(1);
  return anyIdentity === undefined;
}

const userInfoQuery = preparedQuery((db) =>
  db
    .select({ user: users, founder: founderProfiles.fields, company: companies.fields })
    .from(users)
    .leftJoin(founderProfiles, eq(founderProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_info'),
);

/**
 * The spec §3 get-info payload: the user plus their founder and company field objects. Those are stored JSON
 * documents, typed here as the contract describes them; the route's response schema checks them on the way out.
 */
export async function getUserInfo(db: Database, userId: string): Promise<GetInfoResponse | null> {
  const [row] = await userInfoQuery(db).execute({ userId });
  if (!row) return null;
  const { name, email, avatar, role, profile } = row.user;
  return {
    user: { name, email, avatar, role, profile: profile as GetInfoResponse['user']['profile'] },
    founder: (row.founder ?? {}) as GetInfoResponse['founder'],
    company: (row.company ?? {}) as GetInfoResponse['company'],
  };
}
