import type { DocumentInitParameters, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import rendererUrl from 'pdfjs-dist/build/pdf.renderer.min.mjs?url';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The one door to pdf.js. This module is only reached from the lazily imported pdf view, and pdf.js
 * itself is imported dynamically here: it is loaded when a pdf is opened, never before.
 */

export interface PdfRenderTask {
  promise: Promise<void>;
  cancel: () => void;
}

/** An opened pdf, as the viewer uses it. */
export interface PdfDocumentHandle {
  numPages: number;
  /** Draws page `pageNumber` (1-based) on `canvas` at `zoom` (1 = 100%). */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, zoom: number) => PdfRenderTask;
  destroy: () => void;
}

/** PDF points (1/72 in) to CSS pixels (1/96 in). */
const PDF_TO_CSS = 96 / 72;

function renderTask(
  document: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  zoom: number,
): PdfRenderTask {
  let cancelled = false;
  let cancelRender: (() => void) | null = null;
  const promise = document.getPage(pageNumber).then((page) => {
    if (cancelled) return;
    const viewport = page.getViewport({ scale: zoom * PDF_TO_CSS });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    const task = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    cancelRender = () => task.cancel();
    return task.promise;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      cancelRender?.();
    },
  };
}

/** Opens a pdf from its bytes (fetched beforehand through the authenticated HTTP client). */
export async function loadPdfDocument(blob: Blob, signal?: AbortSignal): Promise<PdfDocumentHandle> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  pdfjs.GlobalWorkerOptions.rendererSrc = rendererUrl;
  // `isEvalSupported` is no longer in pdf.js 6's types (it evaluates no code any more); it is still passed,
  // as the architecture asks, so that an older or patched build never compiles fonts with eval.
  // `useWasm: false`: the deployment's CSP allows no code generation, WebAssembly included (pdf.js would
  // compile a pdf's PostScript functions to wasm, be refused, and fall back to the same JS interpreter).
  const params: DocumentInitParameters & { isEvalSupported: false } = {
    data: new Uint8Array(await blob.arrayBuffer()),
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
  };
  signal?.throwIfAborted();
  const loadingTask = pdfjs.getDocument(params);
  const destroy = () => void loadingTask.destroy();
  signal?.addEventListener('abort', destroy, { once: true });
  const document = await loadingTask.promise;
  return {
    numPages: document.numPages,
    renderPage: (pageNumber, canvas, zoom) => renderTask(document, pageNumber, canvas, zoom),
    destroy,
  };
}
