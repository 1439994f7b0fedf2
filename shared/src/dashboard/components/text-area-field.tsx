import styled from '@emotion/styled';
import { controlStyles, StyledField, StyledLabel } from '@pear/shared/ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

const StyledTextArea = styled.textarea`
  ${({ theme }) => controlStyles(theme)}
  min-height: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
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
