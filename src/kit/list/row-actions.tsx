import type { ReactNode } from 'react';
import {
  ActionMenu,
  ActionMenuItem,
  ActionMenuSeparator,
  ACTION_MENU_ITEM,
  useCloseActionMenu,
} from '@/ui/action-menu';
import { iconButtonClass } from '@/ui/primereact-markup';
import type { ResourceRecord } from '../query-types';
import { lockActionIcon } from '../resource-texts';
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
  /** The list's own items of the '⋯' menu, before the lock one ('Ver no mapa', record tools). */
  extra?: ReactNode;
  /**
   * What the list's own items hold for this record: 'none'; 'some' (one at least renders, e.g. the map
   * of a record with coordinates); 'unknown' (record tools, which render nothing where they do not apply).
   */
  extraItems: ExtraItems;
}

export type ExtraItems = 'none' | 'some' | 'unknown';

const ICON_LINK = iconButtonClass(undefined, 'resource-list__action');

/**
 * The actions of one row, in two fixed slots so that the icons stand in the same place on every row:
 * the main one (Editar where the user may edit, else Consultar) and '⋯', a menu with the rest
 * (Consultar, Configurações, the list's own, then Inativar / Ativar), each named with the record.
 */
export function RowActions<T extends ResourceRecord>({
  record,
  label,
  basePath,
  can,
  onLock,
  extra,
  extraItems,
}: RowActionsProps<T>) {
  const path = `${basePath}/${record.id}`;
  const main = can.edit ? 'edit' : can.view ? 'view' : null;
  // Whether the menu holds an item is known without rendering them, unless it rests on record tools.
  const hasItems = (can.view && main !== 'view') || can.config || can.lock || extraItems === 'some';
  const menu = hasItems || extraItems === 'unknown';
  return (
    <div className="resource-list__actions">
      {main === null ? (
        <span className="resource-list__action-slot" />
      ) : (
        <IconLink
          to={main === 'edit' ? `${path}/edita` : `${path}/consulta`}
          icon={main === 'edit' ? 'pi pi-pencil' : 'pi pi-eye'}
          action={main === 'edit' ? listTexts.edit : listTexts.view}
          label={label}
        />
      )}
      {menu ? (
        <ActionMenu
          itemsKey={record.id}
          label={listTexts.rowAction(listTexts.moreActions, label)}
          tooltip={listTexts.moreActions}
          className="resource-list__action"
          hasItems={hasItems}
        >
          {can.view && main !== 'view' && (
            <MenuLink to={`${path}/consulta`} icon="pi pi-eye" action={listTexts.view} label={label} />
          )}
          {can.config && (
            <MenuLink to={`${path}/configuracoes`} icon="pi pi-cog" action={listTexts.config} label={label} />
          )}
          {extra}
          {can.lock && (
            <>
              <ActionMenuSeparator />
              <LockItem record={record} label={label} onLock={onLock} />
            </>
          )}
        </ActionMenu>
      ) : (
        <span className="resource-list__action-slot" />
      )}
    </div>
  );
}

/** The row's main action: an icon link with an instant tooltip (the table's TooltipScope shows it). */
function IconLink({ to, icon, action, label }: { to: string; icon: string; action: string; label: string }) {
  return (
    <TableLink
      to={to}
      className={ICON_LINK}
      aria-label={listTexts.rowAction(action, label)}
      data-tooltip={action}
    >
      <i className={icon} aria-hidden="true" />
    </TableLink>
  );
}

/** A page of the record as an item of the '⋯' menu. */
function MenuLink({ to, icon, action, label }: { to: string; icon: string; action: string; label: string }) {
  const close = useCloseActionMenu();
  return (
    <TableLink
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={ACTION_MENU_ITEM}
      aria-label={listTexts.rowAction(action, label)}
      onClick={close}
    >
      <i className={`${icon} action-menu__icon`} aria-hidden="true" />
      <span>{action}</span>
    </TableLink>
  );
}

/** Inativar (a 'ban' sign) on an active record, Ativar (a check) on an inactive one. */
function LockItem<T extends ResourceRecord>({
  record,
  label,
  onLock,
}: {
  record: T;
  label: string;
  onLock: (record: T) => void;
}) {
  const action = record.ativo ? listTexts.lock : listTexts.unlock;
  return (
    <ActionMenuItem
      icon={lockActionIcon(record.ativo)}
      label={action}
      aria-label={listTexts.rowAction(action, label)}
      severity={record.ativo ? 'danger' : undefined}
      onSelect={() => onLock(record)}
    />
  );
}
