import { lazy, Suspense, useEffect, useState } from 'react';
import { TextPreview } from './text-preview';
import { emptyMessages, uiText } from '@/lib/messages';
import type { FileKind } from './file-kind';
import { fileViewerTexts as texts } from './file-viewer-texts';
import { useObjectUrl } from './use-viewer-file';

/** pdf.js comes with this chunk only: it is fetched the first time a pdf is shown. */
const PdfView = lazy(() => import('./pdf-view').then((module) => ({ default: module.PdfView })));

export interface FilePreviewProps {
  kind: Exclude<FileKind, 'unsupported'>;
  blob: Blob;
  name: string;
  zoom: number;
}

function Loading() {
  return (
    <p className="file-viewer__status" role="status">
      {uiText.loading}
    </p>
  );
}

/** The html text, to be shown in a sandboxed frame (null while it is read). */
function useBlobText(blob: Blob): string | null {
  const [text, setText] = useState<{ blob: Blob; value: string } | null>(null);
  useEffect(() => {
    let active = true;
    void blob.text().then((value) => {
      if (active) setText({ blob, value });
    });
    return () => {
      active = false;
    };
  }, [blob]);
  return text && text.blob === blob ? text.value : null;
}

/**
 * Untrusted html: only inside a frame sandboxed with no token at all (no scripts, no same origin, no
 * forms, no popups, no top navigation), fed with srcdoc and never with the file's API URL.
 */
function HtmlPreview({ blob, name }: { blob: Blob; name: string }) {
  const html = useBlobText(blob);
  if (html === null) return <Loading />;
  return (
    <iframe
      className="file-viewer__frame"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={html}
      title={texts.htmlFrame(name)}
    />
  );
}

/**
 * An image at its real size at 100 % (its natural pixels, the box scrolling when it is bigger), scaled
 * from that size by the zoom. Until the image has loaded its size is unknown: it shows at its own size.
 */
function ImagePreview({ url, name, zoom }: { url: string; name: string; zoom: number }) {
  const [naturalWidth, setNaturalWidth] = useState<number | null>(null);
  return (
    <div className="file-viewer__canvas-box" tabIndex={0} role="region" aria-label={texts.contentBox(name)}>
      <img
        className="file-viewer__image"
        src={url}
        alt={name}
        onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth || null)}
        style={naturalWidth ? { width: `${Math.round(naturalWidth * zoom)}px` } : undefined}
      />
    </div>
  );
}

/** `blob` comes re-typed by usePreviewBlob: its object URL, opened in a new tab, is that image, audio or video. */
function MediaPreview({ kind, blob, name, zoom }: FilePreviewProps) {
  const url = useObjectUrl(blob);
  if (!url) return <Loading />;
  switch (kind) {
    case 'image':
      return <ImagePreview url={url} name={name} zoom={zoom} />;
    case 'audio':
      return <audio className="file-viewer__audio" controls src={url} aria-label={name} />;
    case 'video':
      return <video className="file-viewer__video" controls src={url} aria-label={name} />;
    default:
      return <p className="file-viewer__status">{emptyMessages.unsupportedPreview}</p>;
  }
}

/** The preview of a loaded file. Object URLs live as long as the preview is shown. */
export function FilePreview(props: FilePreviewProps) {
  if (props.kind === 'html') return <HtmlPreview blob={props.blob} name={props.name} />;
  if (props.kind === 'text' || props.kind === 'csv') {
    return <TextPreview blob={props.blob} name={props.name} asTable={props.kind === 'csv'} />;
  }
  if (props.kind === 'pdf') {
    return (
      <Suspense fallback={<Loading />}>
        <PdfView blob={props.blob} name={props.name} zoom={props.zoom} />
      </Suspense>
    );
  }
  return <MediaPreview {...props} />;
}
