import { Button } from '../button';
import { useEffect, useRef, useState } from 'react';
import { errorMessages, uiText } from '@/lib/messages';
import { fileViewerTexts as texts } from './file-viewer-texts';
import type { PdfDocumentHandle } from './pdf-loader';
import { printBlob } from './print-blob';
import { usePdfDocument } from './use-pdf-document';

export interface PdfViewProps {
  blob: Blob;
  name: string;
  /** 1 = 100%. */
  zoom: number;
}

/** A pdf, one page at a time, with paging and print. Lazily imported: pdf.js loads only with it. */
export function PdfView({ blob, name, zoom }: PdfViewProps) {
  const state = usePdfDocument(blob);
  if (state.status === 'loading') {
    return (
      <p className="file-viewer__status" role="status">
        {uiText.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="file-viewer__error" role="alert">
        {errorMessages.pdfFetchFailed}
      </p>
    );
  }
  return <PdfPages document={state.document} blob={blob} name={name} zoom={zoom} />;
}

interface PdfPagesProps extends PdfViewProps {
  document: PdfDocumentHandle;
}

function PdfPages({ document, blob, name, zoom }: PdfPagesProps) {
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const total = document.numPages;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const task = document.renderPage(page, canvas, zoom);
    let active = true;
    task.promise.catch((error: unknown) => {
      if (active && !(error instanceof Error && error.name === 'RenderingCancelledException'))
        setFailed(true);
    });
    return () => {
      active = false;
      task.cancel();
    };
  }, [document, page, zoom]);

  if (failed) {
    return (
      <p className="file-viewer__error" role="alert">
        {errorMessages.pdfFetchFailed}
      </p>
    );
  }
  return (
    <div className="file-viewer__pdf">
      <div className="file-viewer__pdf-bar">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          aria-label={texts.previousPage}
          disabled={page <= 1}
          onClick={() => setPage((current) => Math.max(1, current - 1))}
        />
        <span aria-live="polite">{texts.pageOf(page, total)}</span>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          aria-label={texts.nextPage}
          disabled={page >= total}
          onClick={() => setPage((current) => Math.min(total, current + 1))}
        />
        <Button type="button" icon="pi pi-print" text label={texts.print} onClick={() => printBlob(blob)} />
      </div>
      {/* Focusable, so the keyboard can scroll a zoomed page (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div className="file-viewer__canvas-box" tabIndex={0} role="region" aria-label={texts.contentBox(name)}>
        <canvas ref={canvasRef} role="img" aria-label={texts.pdfCanvas(name, page)} />
      </div>
    </div>
  );
}
