import { Button } from '@/ui/button';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef, useState } from 'react';
import { exportFileName } from '@/lib/format/export-file-name';
import { PopupMenu, type PopupMenuHandle } from '@/ui/popup-menu';
import type { Recurso } from '@generated/api/model';
import type { ListExportCalls } from '../query-types';
import { DownloadProgress } from './download-progress';
import { listTexts } from './list-texts';
import { useBlobDownload } from './use-blob-download';

interface ExportMenuProps {
  /** Names the files ('bancos.xlsx'). */
  recurso: Recurso;
  /** The resource's export calls. */
  calls: ListExportCalls;
  /** The list's search, tab, order and filters (no paging), or the selection's ids and the list's order. */
  params: Record<string, unknown>;
  /** The button's text and the menu's name (default 'Exportar'; the selection's 'Exportar seleção'). */
  label?: string;
}

/**
 * 'Exportar' menu: 'Exportar Excel' and 'Exportar listagem (PDF)' of the rows the list shows (every
 * page) or of the selected ones, downloaded with progress. The button is disabled while a file is on its way.
 */
export function ExportMenu({ recurso, calls, params, label = listTexts.export }: ExportMenuProps) {
  const menuRef = useRef<PopupMenuHandle>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const download = useBlobDownload();
  const running = download.running !== null;

  const items: MenuItem[] = [
    {
      label: listTexts.exportExcel,
      icon: 'pi pi-file-excel',
      command: () =>
        download.start({
          key: 'excel',
          fileName: exportFileName(recurso, 'xlsx'),
          call: (options) => calls.exportExcel(params, options),
        }),
    },
    {
      label: listTexts.exportPdf,
      icon: 'pi pi-file-pdf',
      command: () =>
        download.start({
          key: 'pdf',
          fileName: exportFileName(recurso, 'pdf'),
          call: (options) => calls.exportPdf(params, options),
        }),
    },
  ];

  return (
    <div className="resource-list__export">
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-download"
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        loading={running}
        disabled={running}
        onClick={(event) => menuRef.current?.toggle(event)}
      />
      <PopupMenu
        ref={menuRef}
        id={menuId}
        model={items}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
        pt={{ menu: { 'aria-label': label } }}
      />
      {running && <DownloadProgress label={listTexts.exporting} progress={download.progress} />}
    </div>
  );
}
