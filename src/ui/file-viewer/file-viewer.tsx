import './file-viewer.css';
import { Button } from '../button';
import { useState } from 'react';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { getErrorMessage } from '@/lib/http/error-message';
import { emptyMessages, errorMessages, uiText } from '@/lib/messages';
import { detectFileKind, fileExtension, isZoomable, type FileKind } from './file-kind';
import { FilePreview } from './file-preview';
import { fileViewerTexts as texts } from './file-viewer-texts';
import { useDownloadFile, usePreviewBlob, useViewerBlob, type PreviewBlob } from './use-viewer-file';
import { ZoomToolbar } from './zoom-toolbar';
import { ZOOM_DEFAULT } from './zoom';

export interface ViewerFile {
  /** The file's API path, e.g. '/v1/arquivos/file-3' (loaded through the authenticated HTTP client). */
  url: string;
  name: string;
  /** MIME type when known; otherwise the name's extension (or the answer's type) decides. */
  contentType?: string;
}

export interface FileViewerProps extends DrawerVisibility {
  file: ViewerFile;
}

/**
 * Right-side drawer previewing one stored file: image, pdf (pdf.js, lazily), audio, video, html (in a
 * sandboxed frame), text (.txt, .log, text/*) or csv (a table); anything else shows 'Visualização não
 * suportada'. Every kind can be downloaded. The name's extension decides the kind; an image is shown only
 * when its bytes are the raster format its name says, from a blob re-typed to that format (an SVG named
 * 'foto.png' is never shown, and SVG files are not previewed: usePreviewBlob, file-kind.ts).
 */
export function FileViewer({ file, ...drawer }: FileViewerProps) {
  return (
    <RightDrawer {...drawer} title={file.name} className="file-viewer">
      {drawer.visible ? <FileViewerBody key={`${file.url}\n${file.name}`} file={file} /> : null}
    </RightDrawer>
  );
}

function FileViewerBody({ file }: { file: ViewerFile }) {
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const declaredKind = detectFileKind(file.name, file.contentType);
  // An unsupported file is not loaded just to say so, unless nothing tells what it is.
  const unknown = !file.contentType && !fileExtension(file.name);
  const enabled = declaredKind !== 'unsupported' || unknown;
  const query = useViewerBlob(file.url, enabled);
  const contentType = file.contentType || query.data?.type;
  const kind = query.data ? detectFileKind(file.name, contentType) : declaredKind;
  const preview = usePreviewBlob(query.data, kind, file.name, contentType);
  const { download, pending } = useDownloadFile(file.url, file.name);

  return (
    <div className="file-viewer__body">
      <div className="file-viewer__toolbar" role="toolbar" aria-label={texts.toolbar}>
        {isZoomable(kind) && preview.status !== 'refused' ? (
          <ZoomToolbar zoom={zoom} onZoomChange={setZoom} />
        ) : null}
        <Button
          type="button"
          icon="pi pi-download"
          label={pending ? texts.downloading : texts.download}
          aria-label={texts.download}
          loading={pending}
          disabled={pending}
          outlined
          onClick={() => void download()}
        />
      </div>
      <div className="file-viewer__content">
        <ViewerContent
          kind={kind}
          fetched={enabled}
          query={query}
          preview={preview}
          file={file}
          zoom={zoom}
        />
      </div>
    </div>
  );
}

interface ViewerContentProps {
  kind: FileKind;
  /** Whether the bytes are loaded at all (an unsupported file is not). */
  fetched: boolean;
  query: ReturnType<typeof useViewerBlob>;
  /** The loaded bytes once checked and re-typed for the preview. */
  preview: PreviewBlob;
  file: ViewerFile;
  zoom: number;
}

function ViewerContent({ kind, fetched, query, preview, file, zoom }: ViewerContentProps) {
  if (query.isError) {
    return (
      <p className="file-viewer__error" role="alert">
        {kind === 'pdf' ? errorMessages.pdfFetchFailed : getErrorMessage(query.error)}
      </p>
    );
  }
  if (kind === 'unsupported' && (!fetched || query.data)) {
    return <p className="file-viewer__status">{emptyMessages.unsupportedPreview}</p>;
  }
  if (preview.status === 'refused') {
    return <p className="file-viewer__status">{preview.message}</p>;
  }
  if (preview.status === 'ready' && kind !== 'unsupported') {
    return <FilePreview kind={kind} blob={preview.blob} name={file.name} zoom={zoom} />;
  }
  return (
    <p className="file-viewer__status" role="status">
      {uiText.loading}
    </p>
  );
}
