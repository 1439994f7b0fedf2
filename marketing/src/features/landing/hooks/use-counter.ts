import { COUNTER_STEPS, COUNTER_TICK_MS } from '@pear/shared/domain';
import { useEffect, useState } from 'react';

/**
 * Counts from 0 to `target` in COUNTER_STEPS steps of COUNTER_TICK_MS (spec §9), once `active` turns true.
 * Step n shows round(target · n / steps), so the last step lands exactly on `target`.
 */
export const useCounter = (target: number, active: boolean): number => {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      setStep((current) => {
        const next = Math.min(COUNTER_STEPS, current + 1);
        if (next === COUNTER_STEPS) clearInterval(timer);
        return next;
      });
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  return Math.round((target * step) / COUNTER_STEPS);
};
