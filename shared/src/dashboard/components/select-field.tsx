import { StyledField, StyledLabel, StyledSelect } from '@pear/shared/ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

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
