import { Button } from 'primereact/button';
import { useState } from 'react';
import { RecursoImportavel, type Recurso } from '@generated/api/model';
import { exportaPlanilhaModelo } from '@generated/api/recursos/recursos';
import { RightDrawer } from '@/components/right-drawer';
import { uiText } from '@/lib/messages';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import type { ResourceInfo } from '../kit-types';
import { DownloadProgress } from './download-progress';
import { listTexts } from './list-texts';
import { useBlobDownload } from './use-blob-download';

const IMPORTABLE: readonly string[] = Object.values(RecursoImportavel);

function isImportable(recurso: Recurso): recurso is RecursoImportavel {
  return IMPORTABLE.includes(recurso);
}

/** 'Cidades' → 'cidades'; acronyms stay ('CFOPs', 'NCMs'). */
function inSentence(plural: string): string {
  return /^\p{Lu}\p{Ll}/u.test(plural) ? plural[0].toLowerCase() + plural.slice(1) : plural;
}

/**
 * The list's import entry point (SPEC §2): an 'Importar' button, for importable resources and users
 * holding IMPORTA_<prefix>, opening the 'Importar <plural>' drawer. The drawer offers the template
 * download; the upload step of the import wizard goes into the same drawer (ImportDrawerBody).
 */
export function ImportEntry({ resource }: { resource: ResourceInfo }) {
  const flags = usePermissions();
  const flag = permissionFor(resource.segment, 'import');
  const [open, setOpen] = useState(false);
  const { recurso } = resource;
  if (!resource.importable || flag === null || !flags[flag] || !isImportable(recurso)) return null;
  return (
    <>
      <Button type="button" size="small" outlined icon="pi pi-upload" label={listTexts.import} onClick={() => setOpen(true)} />
      <RightDrawer
        visible={open}
        onHide={() => setOpen(false)}
        title={listTexts.importTitle(inSentence(resource.plural))}
        className="resource-list__import-drawer"
      >
        <ImportDrawerBody recurso={recurso} onClose={() => setOpen(false)} />
      </RightDrawer>
    </>
  );
}

/** The drawer's content: the template step (the upload step of the wizard comes after it). */
function ImportDrawerBody({ recurso, onClose }: { recurso: RecursoImportavel; onClose: () => void }) {
  const download = useBlobDownload();
  const running = download.running !== null;
  return (
    <div className="resource-list__drawer-body">
      <section className="resource-list__import-step">
        <p className="resource-list__hint">{listTexts.templateHint}</p>
        <Button
          type="button"
          size="small"
          icon="pi pi-file-excel"
          label={listTexts.downloadTemplate}
          loading={running}
          disabled={running}
          onClick={() =>
            download.start({
              key: 'template',
              fallbackName: `${recurso}-modelo.xlsx`,
              call: (options) => exportaPlanilhaModelo(recurso, options),
            })
          }
        />
        {running && <DownloadProgress label={listTexts.downloading} progress={download.progress} />}
      </section>
      <div className="resource-list__drawer-actions">
        <Button type="button" size="small" outlined label={uiText.close} onClick={onClose} />
      </div>
    </div>
  );
}
