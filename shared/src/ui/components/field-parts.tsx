import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

/** Building blocks shared by the form fields. */
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The box every form control shares: TextField's input, the dashboards' selects and text areas. */
export const controlStyles = (theme: Theme) => css`
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.destructive};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** One line high, like a button: inputs and selects. */
const lineControlStyles = ({ theme }: { theme: Theme }) => css`
  ${controlStyles(theme)}
  height: ${theme.sizes.control.md};
  padding: 0 ${theme.space[3]};
`;

export const StyledInput = styled.input(lineControlStyles);

export const StyledSelect = styled.select(lineControlStyles);

/** Space-separated ids, skipping empty ones (for aria-describedby). */
export const joinIds = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
