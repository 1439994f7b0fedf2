import styled from '@emotion/styled';
import { DATA_ROOM_CATEGORIES, type DataRoomCategory } from '@pear/contract';
import { SelectField, type SelectFieldProps } from '@pear/shared/dashboard';
import { Button, ErrorLine } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { type ComponentPropsWithRef, type ReactNode } from 'react';

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

const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  input {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export type CategorySelectProps = Omit<SelectFieldProps<DataRoomCategory>, 'label' | 'options'>;

/** "Category": the three categories of spec §2, in order. */
export const CategorySelect = (props: CategorySelectProps) => (
  <SelectField label="Category" options={DATA_ROOM_CATEGORIES} {...props} />
);

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
