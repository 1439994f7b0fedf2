import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { StyledError } from '@pear/shared/ui';

export type RadioOption<V extends string> = {
  value: V;
  label: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps<V extends string> = {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | '' | null;
  onValueChange: (value: V) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  orientation?: 'horizontal' | 'vertical';
};

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledOptions = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

const StyledOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  & input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Native radios in a fieldset whose legend names the group. */
export const RadioGroup = <V extends string>({
  legend,
  name,
  options,
  value,
  onValueChange,
  required = false,
  disabled = false,
  error,
  orientation = 'horizontal',
}: RadioGroupProps<V>) => {
  const errorId = useId();
  return (
    <StyledFieldset disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledOptions $orientation={orientation}>
        {options.map((option) => (
          <StyledOption key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              disabled={option.disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </StyledOption>
        ))}
      </StyledOptions>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledFieldset>
  );
};
