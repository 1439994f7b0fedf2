import type { IntroList, IntroRequest } from '@pear/contract';
import { useCallback, useRef, useState } from 'react';

import {
  ACCEPT_INTRO_ERROR,
  acceptIntro,
  DECLINE_INTRO_ERROR,
  declineIntro,
  INTROS_ERROR,
  listIntros,
  REQUEST_INTRO_ERROR,
  requestIntro,
} from '../calls/intros';
import { describeCallError } from '../error-message';
import { useApiQuery } from './use-api-query';

export type IntroRequests = {
  /** Received and sent; null while the first load runs (or after it failed). */
  intros: IntroList | null;
  loadError: string | null;
  /** The last Accept / Decline that failed, as the server said it. */
  answerError: string | null;
  /** The request whose answer is on its way. */
  busyId: string | null;
  accept: (intro: IntroRequest) => Promise<void>;
  decline: (intro: IntroRequest) => Promise<void>;
  /** Request Intro, for RequestIntroDialog's onSend: null once sent, else the line to show. */
  request: (toUserId: string, message: string) => Promise<string | null>;
};

const replace = (list: IntroRequest[], intro: IntroRequest) =>
  list.map((candidate) => (candidate.id === intro.id ? intro : candidate));

/**
 * The intro requests of either dashboard (issue 14) and the three things one does with them. `onChange` hears every
 * request as the server returned it after a change (sent, accepted, declined), so the page can update its cards: an
 * accepted intro carries the other side's e-mail.
 */
export const useIntroRequests = (onChange?: (intro: IntroRequest) => void): IntroRequests => {
  const query = useApiQuery('intro-requests', listIntros);
  const { setData } = query;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const answer = useCallback(
    async (intro: IntroRequest, call: typeof acceptIntro, fallback: string) => {
      setBusyId(intro.id);
      setAnswerError(null);
      try {
        const { intro: answered } = await call(intro.id);
        setData((current) => current && { ...current, received: replace(current.received, answered) });
        onChangeRef.current?.(answered);
      } catch (caught) {
        setAnswerError(describeCallError(caught, fallback));
      } finally {
        setBusyId(null);
      }
    },
    [setData],
  );

  const request = useCallback(
    async (toUserId: string, message: string) => {
      try {
        const sent = await requestIntro(toUserId, message);
        setData((current) => current && { ...current, sent: [sent, ...current.sent] });
        onChangeRef.current?.(sent);
        return null;
      } catch (caught) {
        return describeCallError(caught, REQUEST_INTRO_ERROR);
      }
    },
    [setData],
  );

  return {
    intros: query.status === 'success' ? (query.data ?? null) : null,
    loadError: query.status === 'error' ? describeCallError(query.error, INTROS_ERROR) : null,
    answerError,
    busyId,
    accept: (intro) => answer(intro, acceptIntro, ACCEPT_INTRO_ERROR),
    decline: (intro) => answer(intro, declineIntro, DECLINE_INTRO_ERROR),
    request,
  };
};
