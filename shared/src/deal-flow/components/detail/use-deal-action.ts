import { describeCallError } from '@pear/shared/api';
import { useCallback, useState } from 'react';

/** One server call of the detail panel: busy while it runs, its error (the server's message, else `fallback`) after. */
export const useDealAction = () => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Resolves to the call's answer, or undefined when it failed (the error is then shown). */
  const run = useCallback(async <T>(call: () => Promise<T>, fallback: string): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (caught) {
      setError(describeCallError(caught, fallback));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
};
