import styled from '@emotion/styled';
import { VisuallyHidden } from '@pear/shared/ui';
import { useRef } from 'react';
import type { StatCopy } from '../data/landing-content';
import { useCounter } from '../hooks/use-counter';
import { useInView } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

const StyledStat = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const StyledValue = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One marketing counter: counts up (40 steps of 50 ms) once scrolled into view; shows the final value at
 * once under prefers-reduced-motion. Screen readers get the final value only, not every tick.
 */
export const StatCounter = ({ value, suffix, label }: StatCopy) => {
  const ref = useRef<HTMLLIElement>(null);
  const inView = useInView(ref);
  const reducedMotion = usePrefersReducedMotion();
  const counted = useCounter(value, inView && !reducedMotion);
  const shown = reducedMotion ? value : counted;
  return (
    <StyledStat ref={ref}>
      <StyledValue aria-hidden="true" data-final={`${value}${suffix}`}>
        {shown}
        {suffix}
      </StyledValue>
      <VisuallyHidden>
        {value}
        {suffix}
      </VisuallyHidden>
      <StyledLabel>{label}</StyledLabel>
    </StyledStat>
  );
};
