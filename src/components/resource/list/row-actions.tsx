import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceRecord } from '../kit-types';
import { listTexts } from './list-texts';

/** The row actions the user may take (SPEC §6: CON_, ALT_, ATIVA_INATIVA_). */
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

const ICON_LINK = 'p-button p-component p-button-icon-only p-button-text p-button-rounded p-button-sm resource-list__action';

/** Consultar, Editar, Configurações and Inativar / Ativar icon buttons of one row, each named with the record. */
export function RowActions<T extends ResourceRecord>({ record, label, basePath, can, onLock, extra }: RowActionsProps<T>) {
  const lockLabel = record.ativo ? listTexts.lock : listTexts.unlock;
  return (
    <div className="resource-list__actions">
      {can.view && (
        <Link
          to={`${basePath}/${record.id}/consulta`}
          className={ICON_LINK}
          aria-label={listTexts.rowAction(listTexts.view, label)}
          title={listTexts.view}
        >
          <i className="pi pi-eye" aria-hidden="true" />
        </Link>
      )}
      {can.edit && (
        <Link
          to={`${basePath}/${record.id}/edita`}
          className={ICON_LINK}
          aria-label={listTexts.rowAction(listTexts.edit, label)}
          title={listTexts.edit}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </Link>
      )}
      {can.config && (
        <Link
          to={`${basePath}/${record.id}/configuracoes`}
          className={ICON_LINK}
          aria-label={listTexts.rowAction(listTexts.config, label)}
          title={listTexts.config}
        >
          <i className="pi pi-cog" aria-hidden="true" />
        </Link>
      )}
      {extra}
      {can.lock && (
        <Button
          type="button"
          icon={record.ativo ? 'pi pi-lock' : 'pi pi-lock-open'}
          rounded
          text
          size="small"
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
