import type { Kudo } from '@pear/contract';
import {
  APPROVE_KUDO_ERROR,
  approveKudo,
  describeCallError,
  getFounderKudos,
  HIDE_KUDO_ERROR,
  hideKudo,
  KUDOS_ERROR,
  REQUEST_KUDO_ERROR,
  requestKudo,
  useApiQuery,
} from '@pear/shared/api';
import { useState } from 'react';

export type FounderKudosState = ReturnType<typeof useFounderKudos>;

/** The Profile's kudos: the list and investors' reference requests, and the three things a founder does with them. */
export const useFounderKudos = () => {
  const query = useApiQuery('founder-kudos', getFounderKudos);
  const { setData } = query;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const put = (kudo: Kudo, first = false) =>
    setData((current) => {
      if (!current) return current;
      const others = current.kudos.filter((candidate) => candidate.id !== kudo.id);
      const kudos = first
        ? [kudo, ...others]
        : current.kudos.map((candidate) => (candidate.id === kudo.id ? kudo : candidate));
      return { ...current, kudos };
    });

  const decide = async (kudo: Kudo, call: (id: string) => Promise<Kudo>, fallback: string) => {
    setBusyId(kudo.id);
    setActionError(null);
    try {
      put(await call(kudo.id));
    } catch (caught) {
      setActionError(describeCallError(caught, fallback));
    } finally {
      setBusyId(null);
    }
  };

  return {
    data: query.status === 'success' ? (query.data ?? null) : null,
    loadError: query.status === 'error' ? describeCallError(query.error, KUDOS_ERROR) : null,
    busyId,
    actionError,
    approve: (kudo: Kudo) => decide(kudo, approveKudo, APPROVE_KUDO_ERROR),
    hide: (kudo: Kudo) => decide(kudo, hideKudo, HIDE_KUDO_ERROR),
    /** Sends the invitation; null once sent (the new kudo is listed first), else the line to show. */
    request: async (email: string): Promise<string | null> => {
      try {
        put(await requestKudo(email), true);
        return null;
      } catch (caught) {
        return describeCallError(caught, REQUEST_KUDO_ERROR);
      }
    },
  };
};
