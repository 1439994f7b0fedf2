type ProgressHandler = ((event: ProgressEvent) => void) | null;

const progress = (loaded: number, total: number) => ({ loaded, total, lengthComputable: true }) as ProgressEvent;

/**
 * An XMLHttpRequest that sends through `globalThis.fetch`, so `mockFetch` answers uploads too (jsdom's own XHR would
 * go to the network and cannot send Node's Blob). Upload progress is reported at half and at all of the body.
 */
export class FetchBackedXhr {
  readonly upload: { onprogress: ProgressHandler; onload: ProgressHandler } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private responseHeaders = new Headers();
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getAllResponseHeaders(): string {
    return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  abort() {
    this.controller.abort();
    this.onabort?.();
  }

  send(body: Blob | null) {
    const total = body?.size ?? 0;
    void (async () => {
      await Promise.resolve();
      this.upload.onprogress?.(progress(Math.floor(total / 2), total));
      this.upload.onprogress?.(progress(total, total));
      this.upload.onload?.(progress(total, total));
      try {
        // A Request, as ky would pass it (mockFetch records requests).
        const request = new Request(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          signal: this.controller.signal,
        });
        const response = await fetch(request);
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.response = await response.blob();
        this.onload?.();
      } catch {
        if (!this.controller.signal.aborted) this.onerror?.();
      }
    })();
  }
}

/** Replaces XMLHttpRequest with FetchBackedXhr; returns the function that puts the original back. */
export const installFetchBackedXhr = (): (() => void) => {
  const original = globalThis.XMLHttpRequest;
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FetchBackedXhr, configurable: true, writable: true });
  return () =>
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value: original, configurable: true, writable: true });
};
