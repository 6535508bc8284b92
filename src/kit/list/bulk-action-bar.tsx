import type { Recurso } from '@generated/api/model';
import type { ListExportCalls } from '../query-types';
import { Button } from '@/ui/button';
import { lockActionIcon } from '../resource-texts';
import { bulkTexts } from './bulk-texts';
import './bulk.css';
import { ExportMenu } from './export-menu';

interface BulkActionBarProps {
  recurso: Recurso;
  exportCalls: ListExportCalls;
  /** How many rows are selected (0: the bar shows nothing, but its count stays to announce the next change). */
  count: number;
  /** Offers Inativar and Ativar (ATIVA_INATIVA_ of the resource). */
  canLock: boolean;
  onLock: (lock: boolean) => void;
  /** The export of the selection's params (its ids and the list's order), or null when the user may not export. */
  exportParams: Record<string, unknown> | null;
  onClear: () => void;
}

/**
 * The actions on the selected rows, over the list's toolbar row (ListBulkSlot): it never covers a row nor
 * moves one, also on a phone. The count is a polite live region, so each change of the selection is announced.
 */
export function BulkActionBar({
  recurso,
  exportCalls,
  count,
  canLock,
  onLock,
  exportParams,
  onClear,
}: BulkActionBarProps) {
  return (
    <div
      className={count > 0 ? 'bulk-bar' : 'bulk-bar bulk-bar--empty'}
      role={count > 0 ? 'group' : undefined}
      aria-label={count > 0 ? bulkTexts.barLabel : undefined}
    >
      <p className="bulk-bar__count" role="status">
        {count > 0 ? bulkTexts.selected(count) : ''}
      </p>
      {count > 0 && (
        <div className="bulk-bar__actions">
          {canLock && (
            <>
              <Button
                type="button"
                size="small"
                outlined
                severity="danger"
                icon={lockActionIcon(true)}
                label={bulkTexts.lock}
                onClick={() => onLock(true)}
              />
              <Button
                type="button"
                size="small"
                outlined
                icon={lockActionIcon(false)}
                label={bulkTexts.unlock}
                onClick={() => onLock(false)}
              />
            </>
          )}
          {exportParams && (
            <ExportMenu
              recurso={recurso}
              calls={exportCalls}
              params={exportParams}
              label={bulkTexts.exportSelection}
            />
          )}
        </div>
      )}
      {count > 0 && (
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-times"
          label={bulkTexts.clear}
          className="bulk-bar__clear"
          onClick={onClear}
        />
      )}
    </div>
  );
}
