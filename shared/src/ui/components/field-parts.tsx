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

export const StyledInput = styled.input`
  height: ${({ theme }) => theme.sizes.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Space-separated ids, skipping empty ones (for aria-describedby). */
export const joinIds = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
