import './attachments.css';
import { lazy, Suspense, useState } from 'react';
import type { Anexo } from '@generated/api/model';
import { formatFileSize } from '@/lib/format/file-size';
import { attachmentTexts as texts } from './attachment-texts';

const FileViewer = lazy(() =>
  import('@/ui/file-viewer/file-viewer').then((module) => ({ default: module.FileViewer })),
);

const ICONS: ReadonlyArray<[RegExp, string]> = [
  [/^image\//, 'pi-image'],
  [/pdf$/, 'pi-file-pdf'],
  [/^(audio|video)\//, 'pi-video'],
  [/(excel|spreadsheet|csv)/, 'pi-file-excel'],
  [/(word|document)/, 'pi-file-word'],
];
const iconOf = (tipo: string) => ICONS.find(([pattern]) => pattern.test(tipo))?.[1] ?? 'pi-file';

export interface AttachmentListProps {
  anexos: readonly Anexo[];
  className?: string;
}

/** Saved attachments: each opens the file viewer (preview, zoom, print, download). */
export function AttachmentList({ anexos, className }: AttachmentListProps) {
  const [open, setOpen] = useState<{ anexo: Anexo; visible: boolean } | null>(null);
  if (anexos.length === 0) return null;
  return (
    <>
      <ul className={['attachment-list', className].filter(Boolean).join(' ')} aria-label={texts.listLabel}>
        {anexos.map((anexo) => (
          <li key={anexo.id}>
            <button
              type="button"
              className="attachment-list__item"
              onClick={() => setOpen({ anexo, visible: true })}
              aria-label={texts.open(anexo.nome, formatFileSize(anexo.tamanho))}
            >
              <i className={`pi ${iconOf(anexo.tipo)}`} aria-hidden="true" />
              <span className="attachment-list__name">{anexo.nome}</span>{' '}
              <span className="attachment-list__size">{formatFileSize(anexo.tamanho)}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <FileViewer
            visible={open.visible}
            onHide={() => setOpen((current) => current && { ...current, visible: false })}
            file={{ url: open.anexo.url, name: open.anexo.nome, contentType: open.anexo.tipo }}
          />
        </Suspense>
      )}
    </>
  );
}
