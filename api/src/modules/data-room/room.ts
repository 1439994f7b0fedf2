import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';

/** The viewer page of a link in the composed app. */
export const linkUrl = (appUrl: string, token: string): string => `${appUrl}/room/${token}`;

export type RoomOwner = { email: string; founderName: string; companyName: string | null };

/** Whose room it is: the founder's name and e-mail, and the company name their deck gave (if any). */
export async function roomOwner(db: Database, ownerId: string): Promise<RoomOwner> {
  const [row] = await db
    .select({ email: users.email, name: users.name, company: companies.fields })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, ownerId));
  const companyName = row?.company?.company_name;
  return {
    email: row?.email ?? '',
    founderName: row?.name ?? 'A Pear founder',
    companyName: typeof companyName === 'string' && companyName.trim() ? companyName.trim() : null,
  };
}

/** "Acme" or "Ada Lovelace's": how mails name the room. */
export const roomName = (owner: RoomOwner): string => owner.companyName ?? `${owner.founderName}'s`;
