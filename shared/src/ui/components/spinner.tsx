import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = {
  /** Accessible name; "Loading" by default. */
  label?: string;
  size?: SpinnerSize;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.icon : theme.sizes.control[$size])};
  height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.icon : theme.sizes.control[$size])};
  border: ${({ theme }) => theme.borderWidths.thick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} ${({ theme }) => theme.durations.spin} linear infinite;
`;

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A busy indicator with a status role. */
export const Spinner = ({ label = 'Loading', size = 'sm', showLabel = false }: SpinnerProps) => (
  <StyledStatus role="status">
    <StyledSpinner $size={size} aria-hidden="true" />
    {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
  </StyledStatus>
);
