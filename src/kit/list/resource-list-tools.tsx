import { Button } from '@/ui/button';
import type { ReactNode } from 'react';
import type { Recurso } from '@generated/api/model';
import type { ListExportCalls } from '../query-types';
import { ExportMenu } from './export-menu';
import { listTexts } from './list-texts';

interface ResourceListToolsProps {
  recurso: Recurso;
  exportCalls: ListExportCalls;
  onOpenColumns: () => void;
  exportParams: Record<string, unknown>;
  /** The list's own extra entries (ListPageConfig.tools). */
  tools?: ReactNode;
}

/** The resource lists' entries of the toolbar after 'Filtros': column configuration, export, the list's own. */
export function ResourceListTools({
  recurso,
  exportCalls,
  onOpenColumns,
  exportParams,
  tools,
}: ResourceListToolsProps) {
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-table"
        label={listTexts.columns}
        aria-label={listTexts.columnsTitle}
        title={listTexts.columnsTitle}
        onClick={onOpenColumns}
      />
      <ExportMenu recurso={recurso} calls={exportCalls} params={exportParams} />
      {tools}
    </>
  );
}
