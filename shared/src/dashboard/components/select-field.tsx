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

const StyledSelect = styled.select`
  height: ${({ theme }) => theme.sizes.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export type SelectFieldProps<T extends string> = Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange'> & {
  label: ReactNode;
  /** The choices, in the order they are offered; each is its own text. */
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
};

/** A labelled drop-down of a few fixed choices, looking like the UI kit's TextField. */
export const SelectField = <T extends string>({
  label,
  options,
  value,
  onChange,
  id,
  ...props
}: SelectFieldProps<T>) => {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <StyledField>
      <StyledLabel htmlFor={fieldId}>{label}</StyledLabel>
      <StyledSelect id={fieldId} value={value} onChange={(event) => onChange(event.target.value as T)} {...props}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
};
