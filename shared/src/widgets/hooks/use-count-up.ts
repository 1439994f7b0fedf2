import { VIBE_TICK_MS, vibeCountUpStep } from '@pear/shared/domain';
import { useEffect, useRef, useState } from 'react';

export type UseCountUpOptions = {
  /** Step size for a target; default max(1, floor(target / 40)). */
  stepFn?: (target: number) => number;
  /** Milliseconds between steps; default 50. */
  tickMs?: number;
};

/**
 * Counts from 0 up to `target` (one step per tick) and stops at exactly `target`. Restarts from 0 when the target
 * changes; a target ≤ 0 (or not a number) is returned as is (0 for NaN).
 */
export const useCountUp = (
  target: number,
  { stepFn = vibeCountUpStep, tickMs = VIBE_TICK_MS }: UseCountUpOptions = {},
): number => {
  const [state, setState] = useState({ target, value: 0 });
  const stepFnRef = useRef(stepFn);

  useEffect(() => {
    stepFnRef.current = stepFn;
  });

  useEffect(() => {
    if (!Number.isFinite(target) || target <= 0) return undefined;
    const requested = stepFnRef.current(target);
    const step = Number.isFinite(requested) && requested > 0 ? requested : target;
    let current = 0;
    const timer = setInterval(() => {
      current = Math.min(target, current + step);
      setState({ target, value: current });
      if (current >= target) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [target, tickMs]);

  if (Number.isNaN(target)) return 0;
  if (target <= 0) return target;
  return state.target === target ? state.value : 0;
};
