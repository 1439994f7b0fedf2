import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { joinIds, StyledError, StyledField, StyledHint, StyledInput, StyledLabel } from './field-parts';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

/** Label + input + hint/error, wired with ids (aria-describedby, aria-invalid). `ref` reaches the <input>. */
export const TextField = ({ label, hint, error, id, ...inputProps }: TextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInput
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : null, error ? errorId : null)}
        {...inputProps}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
};
