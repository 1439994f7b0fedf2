import styled from '@emotion/styled';
import { useId } from 'react';

export type ProgressBarProps = {
  value: number;
  min?: number;
  max?: number;
  /** Accessible name (shown above the bar when `showLabel`). */
  label: string;
  showLabel?: boolean;
  /** Human wording of the value, e.g. "Step 2 of 4". */
  valueText?: string;
  /** Optional step labels shown under the bar… */
  steps?: readonly string[];
  /** …and the 0-based index of the current one. */
  currentStep?: number;
};

type StepState = 'complete' | 'current' | 'upcoming';

const StyledWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.sizes.progress};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand};
  transition: width ${({ theme }) => theme.durations.normal};
`;

const StyledSteps = styled.ol`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledStep = styled.li<{ $state: StepState }>`
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const stepState = (index: number, current: number | undefined): StepState => {
  if (current === undefined || index > current) return 'upcoming';
  return index === current ? 'current' : 'complete';
};

/** A determinate progress bar (role="progressbar"), optionally with step labels. */
export const ProgressBar = ({
  value,
  min = 0,
  max = 100,
  label,
  showLabel = false,
  valueText,
  steps,
  currentStep,
}: ProgressBarProps) => {
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max === min ? 0 : ((clamped - min) / (max - min)) * 100;

  return (
    <StyledWrapper>
      {showLabel ? <StyledLabel id={labelId}>{label}</StyledLabel> : null}
      <StyledTrack
        role="progressbar"
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? labelId : undefined}
      >
        <StyledFill style={{ width: `${percent}%` }} />
      </StyledTrack>
      {steps ? (
        <StyledSteps aria-label={`${label} steps`}>
          {steps.map((step, index) => {
            const state = stepState(index, currentStep);
            return (
              <StyledStep
                key={step}
                $state={state}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {step}
              </StyledStep>
            );
          })}
        </StyledSteps>
      ) : null}
    </StyledWrapper>
  );
};
