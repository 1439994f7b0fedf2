import { type FormEvent, useCallback, useRef, useState } from 'react';

/** Spec §4 upload state: idle → uploading (bytes going up) → parsing (server working) → done | error. */
export type DocumentUploadStatus = 'idle' | 'uploading' | 'parsing' | 'done' | 'error';

export type UploadProgressEvent = { loaded: number; total: number };

export type UseDocumentUploadOptions<Result> = {
  /** Sends the file; calls `onProgress` as bytes go up (the last call, loaded = total, means parsing has begun). */
  upload: (file: File, onProgress: (progress: UploadProgressEvent) => void) => Promise<Result>;
  /** Shown when Upload is pressed with no file; without it, Upload with no file does nothing. */
  noFileMessage?: string;
  /** Checked before sending (e.g. "Missing authentication token"); a message stops the upload. */
  precondition?: () => string | null;
  /** The message for a failed upload. */
  describeError: (error: unknown) => string;
  onDone?: (result: Result) => void;
};

export type DocumentUpload<Result> = {
  status: DocumentUploadStatus;
  file: File | null;
  /** 0–1 while uploading. */
  progress: number;
  /** `progress` in whole per cent, for the progress bar. */
  percent: number;
  /** Uploading or parsing: the file input and Upload are off until the server answers. */
  busy: boolean;
  result: Result | null;
  error: string | null;
  /** The file input's choice (null when cleared or refused); clears the earlier result and error. */
  chooseFile: (file: File | null) => void;
  upload: () => Promise<void>;
  /** A form's onSubmit: uploads instead of leaving the page. */
  submit: (event: FormEvent) => void;
};

/** The state machine behind the pitch deck, thesis and resume uploads (sign-up pages and dashboard dialogs). */
export const useDocumentUpload = <Result>({
  upload: send,
  noFileMessage,
  precondition,
  describeError,
  onDone,
}: UseDocumentUploadOptions<Result>): DocumentUpload<Result> => {
  const [status, setStatus] = useState<DocumentUploadStatus>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Answers to an upload for a file that has since been replaced are dropped.
  const attempt = useRef(0);

  const chooseFile = useCallback((next: File | null) => {
    attempt.current += 1;
    setFile(next);
    setResult(null);
    setError(null);
    setProgress(0);
    setStatus('idle');
  }, []);

  const busy = status === 'uploading' || status === 'parsing';

  const upload = async () => {
    if (busy) return;
    if (!file) {
      if (noFileMessage) {
        setError(noFileMessage);
        setStatus('error');
      }
      return;
    }
    const blocked = precondition?.() ?? null;
    if (blocked) {
      setError(blocked);
      setStatus('error');
      return;
    }
    const current = ++attempt.current;
    setError(null);
    setProgress(0);
    setStatus('uploading');
    try {
      const parsed = await send(file, ({ loaded, total }) => {
        if (attempt.current !== current) return;
        const fraction = total > 0 ? Math.min(1, loaded / total) : 0;
        setProgress(fraction);
        if (total > 0 && loaded >= total) setStatus('parsing');
      });
      if (attempt.current !== current) return;
      setResult(parsed);
      setStatus('done');
      onDone?.(parsed);
    } catch (caught) {
      if (attempt.current !== current) return;
      setError(describeError(caught));
      setStatus('error');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void upload();
  };

  return {
    status,
    file,
    progress,
    percent: Math.round(progress * 100),
    busy,
    result,
    error,
    chooseFile,
    upload,
    submit,
  };
};
