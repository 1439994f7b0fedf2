import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledTextArea = styled.textarea`
  min-height: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: ReactNode };

/** A labelled multi-line text input (the UI kit has the single-line TextField). */
export const TextAreaField = ({ label, id, ...props }: TextAreaFieldProps) => {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <StyledField>
      <StyledLabel htmlFor={fieldId}>{label}</StyledLabel>
      <StyledTextArea id={fieldId} {...props} />
    </StyledField>
  );
};
