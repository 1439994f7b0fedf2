import { describeCallError } from '@pear/shared/api';
import { toast } from '@pear/shared/ui';
import { useCallback, useState } from 'react';

export type ActionRunner = <T>(
  call: () => Promise<T>,
  fallback: string,
  success?: (result: T) => string,
) => Promise<T | undefined>;

/**
 * Runs one action of a tab: a toast says `success(result)`; a failure shows the server's message (else `fallback`)
 * in `error`. `after` runs either way (a refetch). Resolves to the answer, or undefined on failure.
 */
export const useActionRunner = (after: () => void): { run: ActionRunner; error: string | null } => {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback<ActionRunner>(
    async (call, fallback, success) => {
      setError(null);
      try {
        const result = await call();
        if (success) toast({ title: success(result) });
        return result;
      } catch (caught) {
        setError(describeCallError(caught, fallback));
        return undefined;
      } finally {
        after();
      }
    },
    [after],
  );
  return { run, error };
};
