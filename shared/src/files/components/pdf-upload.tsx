import styled from '@emotion/styled';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { joinIds, StyledError, StyledField, StyledHint, StyledLabel } from '@pear/shared/ui';

export const PDF_TYPE_ERROR = 'Please upload a PDF file.';

export type PdfUploadProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Accepted MIME types / extensions, comma-separated. */
  accept?: string;
  /** Files larger than this are refused. */
  maxBytes?: number;
  disabled?: boolean;
  /** The chosen file, or null with the reason when it was refused (or the choice was cleared). */
  onFileChange: (file: File | null, error?: string) => void;
  /** An error to show (e.g. from the upload); overrides the component's own validation message. */
  error?: string | null;
  typeErrorMessage?: string;
  name?: string;
};

/** "10 MB", "512 KB", "300 bytes". */
export const formatFileSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
};

const matchesAccept = (file: File, accept: string): boolean =>
  accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return file.name.toLowerCase().endsWith(entry);
      if (entry.endsWith('/*')) return file.type.toLowerCase().startsWith(entry.slice(0, -1));
      return file.type.toLowerCase() === entry;
    });

const StyledFileInput = styled.input`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: pointer;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** A labelled PDF file input that refuses other types (and files over `maxBytes`), clearing the input. */
export const PdfUpload = ({
  label,
  hint,
  accept = 'application/pdf',
  maxBytes,
  disabled = false,
  onFileChange,
  error,
  typeErrorMessage = PDF_TYPE_ERROR,
  name,
}: PdfUploadProps) => {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const shownError = error ?? validationError;

  const reject = (message: string) => {
    if (inputRef.current) inputRef.current.value = '';
    setValidationError(message);
    onFileChange(null, message);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setValidationError(null);
      onFileChange(null);
      return;
    }
    if (!matchesAccept(file, accept)) {
      reject(typeErrorMessage);
      return;
    }
    if (maxBytes !== undefined && file.size > maxBytes) {
      reject(`The file is larger than ${formatFileSize(maxBytes)}.`);
      return;
    }
    setValidationError(null);
    onFileChange(file);
  };

  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledFileInput
        ref={inputRef}
        id={inputId}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : null, shownError ? errorId : null)}
        onChange={handleChange}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {shownError ? (
        <StyledError id={errorId} role="alert">
          {shownError}
        </StyledError>
      ) : null}
    </StyledField>
  );
};
