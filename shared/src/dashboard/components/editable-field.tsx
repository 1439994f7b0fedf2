import styled from '@emotion/styled';
import { externalUrl } from '@pear/shared/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, StyledInput } from '@pear/shared/ui';
import { StyledLink, StyledMuted } from './field-list';
import { TextAreaField } from './text-area-field';

const StyledValue = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export type EditableFieldProps = {
  label: string;
  value: string;
  /** Show the value as a link (website, LinkedIn). */
  link?: boolean;
  multiline?: boolean;
  editing: boolean;
  /** Another field is being edited: only one at a time. */
  locked: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (value: string) => void;
};

function FieldValue({ value, link }: { value: string; link: boolean }) {
  if (!value) return <StyledMuted>Not provided</StyledMuted>;
  const href = link ? externalUrl(value) : null;
  return href ? (
    <StyledLink href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </StyledLink>
  ) : (
    <span>{value}</span>
  );
}

export type InlineEditFormProps = {
  label: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  /** The inputs, above Save and Cancel. */
  children: ReactNode;
};

/** The editing half of a row: the inputs, then Save (busy, disabled while saving) and Cancel. */
export function InlineEditForm({ label, saving, onCancel, onSubmit, children }: InlineEditFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <StyledForm onSubmit={handleSubmit} aria-label={`Edit ${label}`}>
      {children}
      <StyledActions>
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

function EditForm({ label, value, multiline, saving, onCancel, onSave }: EditableFieldProps) {
  const [draft, setDraft] = useState(value);
  return (
    <InlineEditForm label={label} saving={saving} onCancel={onCancel} onSubmit={() => onSave(draft)}>
      {multiline ? (
        <TextAreaField
          label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={saving}
          autoFocus
        />
      ) : (
        <StyledInput
          aria-label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={saving}
          autoFocus
        />
      )}
    </InlineEditForm>
  );
}

export type InlineEditRowProps = {
  label: string;
  /** The value shown while not editing. */
  display: ReactNode;
  editing: boolean;
  /** Another field is being edited: only one at a time. */
  locked: boolean;
  onEdit: () => void;
  /** The form (an InlineEditForm) shown while editing; mounted only then, so its draft starts from the value. */
  children: ReactNode;
};

/** One row of a label/value list (StyledFieldList) for values that are not plain text: the value with Edit, or the form. */
export function InlineEditRow({ label, display, editing, locked, onEdit, children }: InlineEditRowProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {editing ? (
          children
        ) : (
          <StyledValue>
            {display}
            <Button size="sm" variant="ghost" onClick={onEdit} disabled={locked} aria-label={`Edit ${label}`}>
              Edit
            </Button>
          </StyledValue>
        )}
      </dd>
    </div>
  );
}

/** One row of a label/value list (StyledFieldList): the value with Edit, or an input with Save (busy, disabled while saving) and Cancel. */
export function EditableField(props: EditableFieldProps) {
  const { label, value, link = false, editing, locked, onEdit } = props;
  return (
    <InlineEditRow
      label={label}
      display={<FieldValue value={value} link={link} />}
      editing={editing}
      locked={locked}
      onEdit={onEdit}
    >
      <EditForm {...props} />
    </InlineEditRow>
  );
}
