import type { DataRoomAuditEntry, DataRoomAuditKind } from '@pear/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dataRoomAudit } from '../../db/schema.js';

/** The audit list is read whole by the founder's tab: the newest lines only. */
export const AUDIT_LIST_LIMIT = 500;

export type AuditLine = {
  ownerId: string;
  kind: DataRoomAuditKind;
  /** The viewer who did it; omitted when the founder did. */
  actorEmail?: string | null;
  itemId?: string | null;
  itemName?: string | null;
  /** The viewer a founder's action concerns. */
  viewerEmail?: string | null;
  linkId?: string | null;
  visitId?: string | null;
  detail?: string | null;
};

export async function recordAudit(db: Database, line: AuditLine): Promise<void> {
  await db.insert(dataRoomAudit).values(line);
}

export async function listAudit(db: Database, ownerId: string): Promise<DataRoomAuditEntry[]> {
  const rows = await db
    .select()
    .from(dataRoomAudit)
    .where(eq(dataRoomAudit.ownerId, ownerId))
    .orderBy(desc(dataRoomAudit.occurredAt), desc(dataRoomAudit.id))
    .limit(AUDIT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actorEmail: row.actorEmail,
    itemId: row.itemId,
    itemName: row.itemName,
    viewerEmail: row.viewerEmail,
    detail: row.detail,
    occurredAt: row.occurredAt.toISOString(),
  }));
}
