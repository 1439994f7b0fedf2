import { endpoints } from '@pear/contract';
import { ApiError, parsePitchdeck, uploadProgressFetch } from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  deckAnalysisFixture,
  installFetchBackedXhr,
  jsonResponse,
  mockFetch,
  useTestConfig,
} from '@pear/shared/testing';

describe('uploadProgressFetch', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('reports upload progress and keeps the token, body and headers of the ky call', async () => {
    getAppState().setAuthToken('token-9');
    const analysis = deckAnalysisFixture({ startupName: 'Pear' });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.parsePitchdeck, 200, { analysis }));
    const progress: number[] = [];
    const file = new Blob(['%PDF-1.7 0123456789'], { type: 'application/pdf' });

    await expect(
      parsePitchdeck(file, { onUploadProgress: ({ loaded, total }) => progress.push(loaded / total) }),
    ).resolves.toEqual(analysis);

    expect(progress[0]).toBeLessThan(1);
    expect(progress.at(-1)).toBe(1);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-9');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/pdf');
    expect(await lastRequest().text()).toBe('%PDF-1.7 0123456789');
  });

  it("turns an error status into the call's ApiError", async () => {
    mockFetch(() => jsonResponse({ message: 'The file is not a PDF.' }, 415));
    const error: unknown = await parsePitchdeck(new Blob(['x']), { onUploadProgress: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).message).toBe('The file is not a PDF.');
  });

  it('fails like fetch when the network fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const send = uploadProgressFetch(() => {});
    await expect(send('https://api.pear.test/x', { method: 'POST', body: 'a' })).rejects.toThrow(TypeError);
  });
});
