import type { PDFDocumentLoadingTask, RenderTask } from 'pdfjs-dist';

/*
 * pdf.js behind the two things the viewer needs: open a PDF, draw one page on a canvas. The page imports only this
 * (tests replace it: jsdom has no canvas), and pdf.js itself loads on the first PDF opened, not with the page.
 *
 * The worker: webpack emits pdf.js's worker file beside the remote's chunks (`new URL(…, import.meta.url)`). Those
 * are served from the remote's origin, and a browser starts a Worker only from the page's own origin, so pdf.js
 * wraps a worker URL from another origin in a `blob:` module that imports it (hence `worker-src blob:` in the app's
 * Content-Security-Policy, scripts/serve-static.mjs).
 */
const WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);

export type PdfDocument = {
  pageCount: number;
  /** Draws page `page` (1-based) on `canvas`, `cssWidth` CSS pixels wide, sharp on high-density screens. */
  renderPage: (page: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  /** Frees the document and its worker. */
  close: () => void;
};

/** Opens a PDF from its bytes (`isEvalSupported: false`: pdf.js compiles no code from the file, and CSP forbids it). */
export const openPdf = async (data: ArrayBuffer): Promise<PdfDocument> => {
  const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc ||= WORKER_URL.href;
  const loadingTask: PDFDocumentLoadingTask = pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  const pdf = await loadingTask.promise;
  // pdf.js draws one render at a time on a canvas: a newer page cancels the one still drawing.
  let drawing: RenderTask | null = null;

  return {
    pageCount: pdf.numPages,
    renderPage: async (pageNumber, canvas, cssWidth) => {
      if (drawing) {
        drawing.cancel();
        await drawing.promise.catch(() => undefined);
      }
      const page = await pdf.getPage(pageNumber);
      const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      drawing = task;
      try {
        await task.promise;
      } catch (error) {
        if (error instanceof pdfjs.RenderingCancelledException) return;
        throw error;
      } finally {
        if (drawing === task) drawing = null;
      }
    },
    close: () => void loadingTask.destroy(),
  };
};
