import styled from '@emotion/styled';
import { type FounderProfile, vibeScoreLabel } from '@pear/shared/domain';
import { useCountUp, VisuallyHidden } from '@pear/shared/ui';
import { useId } from 'react';

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 9rem;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const StyledNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function CountingScore({ score }: { score: number }) {
  const value = useCountUp(score);
  return (
    <>
      <StyledNumber aria-hidden="true" data-testid="vibe-score-value">
        {value}
      </StyledNumber>
      <StyledLabel aria-hidden="true">{vibeScoreLabel(score)}</StyledLabel>
      {/* Screen readers hear the score once, not every tick. */}
      <VisuallyHidden>
        {score} out of 100, {vibeScoreLabel(score)}
      </VisuallyHidden>
    </>
  );
}

/** The header's VibeScore: counts up from 0 every 50 ms in about 40 steps, with its label (spec §4). */
export function VibeScoreCard({ score }: { score: FounderProfile['vibeScore'] }) {
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTitle id={titleId}>VibeScore</StyledTitle>
      {typeof score === 'number' ? <CountingScore score={score} /> : <StyledLabel>{score}</StyledLabel>}
    </StyledCard>
  );
}
