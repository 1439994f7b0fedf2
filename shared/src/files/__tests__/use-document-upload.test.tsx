import { useDocumentUpload, type UseDocumentUploadOptions } from '@pear/shared/files';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';

const file = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

const setup = (options: Partial<UseDocumentUploadOptions<string>> = {}) =>
  renderHook(() =>
    useDocumentUpload<string>({
      upload: async (chosen) => `parsed ${chosen.name}`,
      describeError: (error) => (error instanceof Error ? error.message : 'Unknown error'),
      ...options,
    }),
  );

describe('useDocumentUpload', () => {
  it('does nothing on Upload without a file unless told what to say', async () => {
    const upload = jest.fn();
    const { result } = setup({ upload });
    await act(() => result.current.upload());
    expect(result.current.status).toBe('idle');
    expect(upload).not.toHaveBeenCalled();

    const withMessage = setup({ noFileMessage: 'Please select a file.' });
    await act(() => withMessage.result.current.upload());
    expect(withMessage.result.current.error).toBe('Please select a file.');
  });

  it('goes uploading → parsing → done, reporting progress', async () => {
    let finish: (value: string) => void = () => {};
    let report: (progress: { loaded: number; total: number }) => void = () => {};
    const onDone = jest.fn();
    const { result } = setup({
      upload: (_file, onProgress) => {
        report = onProgress;
        return new Promise((resolve) => (finish = resolve));
      },
      onDone,
    });
    act(() => result.current.chooseFile(file('deck.pdf')));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.upload();
    });
    expect(result.current).toMatchObject({ status: 'uploading', busy: true });
    act(() => report({ loaded: 1, total: 3 }));
    expect(result.current).toMatchObject({ progress: 1 / 3, percent: 33 });
    act(() => report({ loaded: 100, total: 100 }));
    expect(result.current).toMatchObject({ status: 'parsing', busy: true, percent: 100 });
    await act(async () => {
      finish('parsed');
      await pending;
    });
    expect(result.current).toMatchObject({ status: 'done', busy: false });
    expect(result.current.result).toBe('parsed');
    expect(onDone).toHaveBeenCalledWith('parsed');
  });

  it('submits a form by uploading the chosen file, not by leaving the page', async () => {
    const upload = jest.fn(async (chosen: File) => `parsed ${chosen.name}`);
    const { result } = setup({ upload });
    act(() => result.current.chooseFile(file('deck.pdf')));
    const preventDefault = jest.fn();
    act(() => result.current.submit({ preventDefault } as unknown as FormEvent));
    expect(preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(result.current.result).toBe('parsed deck.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('stops at a failed precondition and reports upload errors', async () => {
    const blocked = setup({ precondition: () => 'Missing authentication token' });
    act(() => blocked.result.current.chooseFile(file('a.pdf')));
    await act(() => blocked.result.current.upload());
    expect(blocked.result.current.error).toBe('Missing authentication token');

    const failing = setup({ upload: () => Promise.reject(new Error('Failed to parse resume')) });
    act(() => failing.result.current.chooseFile(file('a.pdf')));
    await act(() => failing.result.current.upload());
    expect(failing.result.current.status).toBe('error');
    expect(failing.result.current.error).toBe('Failed to parse resume');
  });

  it('a new file clears the result, and an answer for the old file is dropped', async () => {
    let finish: (value: string) => void = () => {};
    const { result } = setup({ upload: () => new Promise((resolve) => (finish = resolve)) });
    act(() => result.current.chooseFile(file('old.pdf')));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.upload();
    });
    act(() => result.current.chooseFile(file('new.pdf')));
    await act(async () => {
      finish('old result');
      await pending;
    });
    expect(result.current.status).toBe('idle');
    expect(result.current.result).toBeNull();
    expect(result.current.file?.name).toBe('new.pdf');
  });
});
