import type { ComponentType } from 'react';
import { hasAccess, type RouteAccess } from '@/lib/permissions/route-access';
import { usePermissions } from '@/lib/permissions/use-permissions';
import type { RecordToolProps } from '../kit-types';
import { RecordToolButton } from '../record-tool-button';
import type { SubListDrawerProps } from './sub-list-drawer';

export interface SubListToolProps extends RecordToolProps<{ id: number }> {
  icon: string;
  /** The view page's button ('Usuários'); in a row, with the record's label ('Usuários <customer>'). */
  action: string;
  /** Who may open it (the parent's and the listed resource's view flags, both). */
  access: RouteAccess;
  /** The generated sub-list drawer (lazy: its code loads on first opening). */
  drawer: ComponentType<SubListDrawerProps>;
}

/** The record tool of a sub-list (in each list row and on the view page): nothing without its access flags. */
export function SubListTool({
  record,
  label,
  variant,
  icon,
  action,
  access,
  drawer: Drawer,
}: SubListToolProps) {
  const flags = usePermissions();
  if (!hasAccess(flags, access)) return null;
  return (
    <RecordToolButton
      variant={variant}
      icon={icon}
      action={action}
      rowLabel={`${action} ${label}`}
      dialog={({ visible, hide }) => (
        <Drawer parent={{ id: record.id, label }} visible={visible} onHide={hide} />
      )}
    />
  );
}
