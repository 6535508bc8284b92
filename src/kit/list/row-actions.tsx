import type { ReactNode } from 'react';
import { IconButton } from '@/ui/icon-button';
import { iconButtonClass } from '@/ui/primereact-markup';
import type { ResourceRecord } from '../kit-types';
import { listTexts } from './list-texts';
import { TableLink } from './table-link';

/** The row actions the user may take (action codes CON_, ALT_, ATIVA_INATIVA_). */
export interface RowPermissions {
  view: boolean;
  edit: boolean;
  lock: boolean;
  /** The record's configuration page (CON_ or ALT_CONF_; customers, branches and units). */
  config: boolean;
}

interface RowActionsProps<T extends ResourceRecord> {
  record: T;
  /** How the record is named (accessible names of the actions). */
  label: string;
  /** The list's route, e.g. /dashboard/cidades. */
  basePath: string;
  can: RowPermissions;
  onLock: (record: T) => void;
  /** More actions of this list, before the lock one (e.g. 'Ver no mapa'). */
  extra?: ReactNode;
}

const ICON_LINK = iconButtonClass(undefined, 'resource-list__action');

/** Consultar, Editar, Configurações and Inativar / Ativar icon buttons of one row, each named with the record. */
export function RowActions<T extends ResourceRecord>({ record, label, basePath, can, onLock, extra }: RowActionsProps<T>) {
  const lockLabel = record.ativo ? listTexts.lock : listTexts.unlock;
  return (
    <div className="resource-list__actions">
      {can.view && (
        <TableLink
          to={`${basePath}/${record.id}/consulta`}
          className={ICON_LINK}
          aria-label={listTexts.rowAction(listTexts.view, label)}
          title={listTexts.view}
        >
          <i className="pi pi-eye" aria-hidden="true" />
        </TableLink>
      )}
      {can.edit && (
        <TableLink
          to={`${basePath}/${record.id}/edita`}
          className={ICON_LINK}
          aria-label={listTexts.rowAction(listTexts.edit, label)}
          title={listTexts.edit}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </TableLink>
      )}
      {can.config && (
        <TableLink
          to={`${basePath}/${record.id}/configuracoes`}
          className={ICON_LINK}
          aria-label={listTexts.rowAction(listTexts.config, label)}
          title={listTexts.config}
        >
          <i className="pi pi-cog" aria-hidden="true" />
        </TableLink>
      )}
      {extra}
      {can.lock && (
        <IconButton
          icon={record.ativo ? 'pi pi-lock' : 'pi pi-lock-open'}
          severity={record.ativo ? 'danger' : 'success'}
          className="resource-list__action"
          aria-label={listTexts.rowAction(lockLabel, label)}
          title={lockLabel}
          onClick={() => onLock(record)}
        />
      )}
    </div>
  );
}
