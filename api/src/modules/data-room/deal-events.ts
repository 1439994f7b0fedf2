// Data-room events on the Deal Flow CRM (issue 12): a deal whose counterpart has the viewer's e-mail (its free-form
// contact's e-mail, or the counterpart user's) hears about shares, views, downloads and access requests.
import type { CreatedLink, DealActivityKind, DealActivityPayload } from '@pear/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { deals, users, type DealRow } from '../../db/schema.js';
import { advancedStage, changeStage, recordActivity } from '../crm/deals.js';

const counterpartUsers = alias(users, 'counterpart_users');

/** The owner's deals with this e-mail (case-insensitive), locked for the rest of the transaction. */
async function dealsWithEmail(tx: Database, ownerId: string, email: string) {
  const address = email.toLowerCase();
  return tx
    .select({ deal: deals, userName: counterpartUsers.name })
    .from(deals)
    .leftJoin(counterpartUsers, eq(counterpartUsers.id, deals.counterpartUserId))
    .where(
      and(
        eq(deals.ownerId, ownerId),
        or(sql`lower(${deals.contactEmail}) = ${address}`, sql`lower(${counterpartUsers.email}) = ${address}`),
      ),
    )
    .orderBy(deals.createdAt, deals.id)
    .for('update', { of: deals });
}

const dealName = (deal: DealRow, userName: string | null) => deal.contactName ?? userName ?? '';

const touch = (tx: Database, dealId: string) =>
  tx
    .update(deals)
    .set({ updatedAt: sql`now()` })
    .where(eq(deals.id, dealId));

/**
 * Sharing the room with `email`: `data_room_shared` on each matching deal's timeline, and an open deal at an
 * earlier stage moves to Data Shared (a passed or closed deal keeps its stage; none moves back).
 */
export async function recordShareOnDeals(tx: Database, ownerId: string, email: string): Promise<CreatedLink['deals']> {
  const found = await dealsWithEmail(tx, ownerId, email);
  const answered: CreatedLink['deals'] = [];
  for (const { deal, userName } of found) {
    await recordActivity(tx, deal.id, 'data_room_shared', { email: email.toLowerCase() });
    const next = deal.outcome === 'open' ? advancedStage(deal.stage, 'Data Shared') : undefined;
    if (next) await changeStage(tx, deal, next, 1);
    await touch(tx, deal.id);
    answered.push({
      id: deal.id,
      name: dealName(deal, userName),
      stage: next ?? deal.stage,
      moved: next !== undefined,
    });
  }
  return answered;
}

type ViewerDealEvent = Exclude<Extract<DealActivityKind, `data_room_${string}`>, 'data_room_shared'>;

/** A viewer's view, download or access request on the timeline of every deal with the viewer's e-mail. */
export async function recordViewerEventOnDeals<K extends ViewerDealEvent>(
  tx: Database,
  ownerId: string,
  kind: K,
  payload: DealActivityPayload<K>,
): Promise<void> {
  for (const { deal } of await dealsWithEmail(tx, ownerId, payload.email)) {
    await recordActivity(tx, deal.id, kind, payload);
    await touch(tx, deal.id);
  }
}
