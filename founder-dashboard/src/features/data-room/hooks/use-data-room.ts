import type { AccessRequest, DataRoomAuditEntry, DataRoomOverview } from '@pear/contract';
import {
  AUDIT_ERROR,
  DATA_ROOM_ERROR,
  describeCallError,
  getDataRoom,
  getDataRoomAudit,
  useApiQuery,
} from '@pear/shared/api';
import { toast } from '@pear/shared/ui';
import { useCallback, useState } from 'react';

export type DataRoomState = {
  /** Null while the first load runs (or when it failed). */
  overview: DataRoomOverview | null;
  loadError: string | null;
  /** The audit list, newest first; null until loaded. */
  audit: DataRoomAuditEntry[] | null;
  auditError: string | null;
  /** The last failed action of the tab (delete, restrict, approve…). */
  actionError: string | null;
  /**
   * Runs one action: on success a toast says `success(result)`; on failure the server's message (else `fallback`) is
   * shown. Either way the overview and the audit are read again. Resolves to the answer, or undefined on failure.
   */
  run: <T>(call: () => Promise<T>, fallback: string, success?: (result: T) => string) => Promise<T | undefined>;
  /** Reads the overview and the audit again (after a dialog changed the room). */
  refresh: () => void;
  /** Shows a decided request at once in the decided list, before the refetch answers. */
  showDecision: (request: AccessRequest) => void;
};

/** The Data Room tab's server state: GET data-room and GET audit, refreshed after every change. */
export const useDataRoom = (): DataRoomState => {
  const overview = useApiQuery('data-room', getDataRoom);
  const audit = useApiQuery('data-room-audit', getDataRoomAudit);
  const [actionError, setActionError] = useState<string | null>(null);
  const { refetch: refetchOverview, setData: setOverview } = overview;
  const { refetch: refetchAudit } = audit;

  const refresh = useCallback(() => {
    refetchOverview();
    refetchAudit();
  }, [refetchOverview, refetchAudit]);

  const run = useCallback(
    async <T>(call: () => Promise<T>, fallback: string, success?: (result: T) => string) => {
      setActionError(null);
      try {
        const result = await call();
        if (success) toast({ title: success(result) });
        return result;
      } catch (caught) {
        setActionError(describeCallError(caught, fallback));
        return undefined;
      } finally {
        refresh();
      }
    },
    [refresh],
  );

  const showDecision = useCallback(
    (decided: AccessRequest) =>
      setOverview((current) =>
        current
          ? {
              ...current,
              requests: [
                ...current.requests.filter((request) => request.status === 'pending' && request.id !== decided.id),
                decided,
                ...current.requests.filter((request) => request.status !== 'pending' && request.id !== decided.id),
              ],
            }
          : current,
      ),
    [setOverview],
  );

  return {
    overview: overview.data ?? null,
    loadError: overview.status === 'error' ? describeCallError(overview.error, DATA_ROOM_ERROR) : null,
    audit: audit.data ?? null,
    auditError: audit.status === 'error' ? describeCallError(audit.error, AUDIT_ERROR) : null,
    actionError,
    run,
    refresh,
    showDecision,
  };
};
