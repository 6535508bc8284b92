import { useEffect, useState } from 'react';
import { loadPdfDocument, type PdfDocumentHandle } from './pdf-loader';

export type PdfDocumentState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; document: PdfDocumentHandle };

/** Opens `blob` with pdf.js; the document is destroyed when the blob changes or the view unmounts. */
export function usePdfDocument(blob: Blob): PdfDocumentState {
  const [state, setState] = useState<{ blob: Blob; value: PdfDocumentState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let opened: PdfDocumentHandle | null = null;
    loadPdfDocument(blob, controller.signal).then(
      (document) => {
        if (controller.signal.aborted) {
          document.destroy();
          return;
        }
        opened = document;
        setState({
          blob,
          value: document.numPages > 0 ? { status: 'ready', document } : { status: 'error' },
        });
      },
      () => {
        if (!controller.signal.aborted) setState({ blob, value: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      opened?.destroy();
    };
  }, [blob]);
  return state && state.blob === blob ? state.value : { status: 'loading' };
}
