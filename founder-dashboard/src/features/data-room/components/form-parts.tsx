import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { DATA_ROOM_CATEGORIES, type DataRoomCategory } from '@pear/contract';
import { Button, Dialog, ErrorLine } from '@pear/shared/ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/* The data room dialogs' form pieces, looking like the UI kit's TextField. */

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const labelStyles = (theme: Theme) => css`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  label {
    ${({ theme }) => labelStyles(theme)}
  }
  select {
    height: ${({ theme }) => theme.sizes.control.md};
    padding: 0 ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => labelStyles(theme)}
  input {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export type CategorySelectProps = Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange'> & {
  value: DataRoomCategory;
  onChange: (category: DataRoomCategory) => void;
};

/** "Category": the three categories of spec §2, in order. */
export const CategorySelect = ({ value, onChange, ...props }: CategorySelectProps) => {
  const id = useId();
  return (
    <StyledField>
      <label htmlFor={id}>Category</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as DataRoomCategory)} {...props}>
        {DATA_ROOM_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </StyledField>
  );
};

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange'> & {
  label: string;
  onChange: (checked: boolean) => void;
};

/** A labelled checkbox ("Restricted", "Allow download"). */
export const CheckboxField = ({ label, onChange, ...props }: CheckboxFieldProps) => (
  <StyledCheckbox>
    <input type="checkbox" onChange={(event) => onChange(event.target.checked)} {...props} />
    {label}
  </StyledCheckbox>
);

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** The form: mounted only while the dialog is open, so each opening starts afresh. */
  children: ReactNode;
};

/** A dialog that holds one form ("Add pending item", "Share"). */
export const FormDialog = ({ open, title, description, onClose, children }: FormDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title} description={description}>
    {open ? children : null}
  </Dialog>
);

export type FormFooterProps = {
  error: string | null;
  /** Both buttons are off while the form is sent. */
  busy: boolean;
  /** The submit button's text ("Add", "Share", "Upload"). */
  submitLabel: string;
  onCancel: () => void;
};

/** A dialog form's last lines: its error, if any, then the submit button and Cancel. */
export const FormFooter = ({ error, busy, submitLabel, onCancel }: FormFooterProps) => (
  <>
    {error ? <ErrorLine>{error}</ErrorLine> : null}
    <StyledButtonRow>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </StyledButtonRow>
  </>
);
