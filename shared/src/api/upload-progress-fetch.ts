export type UploadProgress = {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (0 when the browser cannot tell). */
  total: number;
};

export type UploadProgressListener = (progress: UploadProgress) => void;

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
};

/**
 * A `fetch` for ky that reports upload progress. fetch() cannot: streaming request bodies need HTTP/2, so this sends
 * the request with XMLHttpRequest, whose `upload` events work everywhere. ky keeps doing the rest (token, base URL,
 * errors, timeout through the request's signal).
 */
export const uploadProgressFetch =
  (onProgress: UploadProgressListener): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();

    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));

      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      // Everything is sent: the server is working on it now.
      xhr.upload.onload = () => onProgress({ loaded: body?.size ?? 0, total: body?.size ?? 0 });

      xhr.onload = () => {
        // A null-body status (204, 304) must not be given a body.
        const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(nullBody ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The upload was aborted.', 'AbortError'));

      if (request.signal.aborted) {
        xhr.abort();
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };

export type UploadCallOptions = {
  /** Called as the file goes up; the last call (loaded = total) means the server is parsing. */
  onUploadProgress?: UploadProgressListener;
};

/** ky options for an upload: the progress-reporting transport when someone listens. */
export const uploadTransport = ({ onUploadProgress }: UploadCallOptions) =>
  onUploadProgress ? { fetch: uploadProgressFetch(onUploadProgress) } : {};
