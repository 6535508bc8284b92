import type { ReactNode } from 'react';
import { DialogButton } from '@/ui/dialog-button';

export interface RecordToolButtonProps {
  /** 'row': an item of a list row's '⋯' menu; 'view': a labelled button of the view page (RecordToolProps.variant). */
  variant: 'row' | 'view';
  icon: string;
  /** The action ('Usuários'): the text of the view button and of the row's menu item. */
  action: string;
  /** The row menu item's accessible name, with the record ('Usuários TRANSPORTES EXEMPLO'). */
  rowLabel: string;
  severity?: 'danger';
  /** The tool's dialog (usually lazy): mounted on first opening, kept mounted afterwards. */
  dialog: (state: { visible: boolean; hide: () => void }) => ReactNode;
}

/** The button of a record tool (manifest `recordTools`) and the dialog it opens. */
export function RecordToolButton({
  variant,
  icon,
  action,
  rowLabel,
  severity,
  dialog,
}: RecordToolButtonProps) {
  const row = variant === 'row';
  return (
    <DialogButton
      variant={row ? 'menuitem' : 'text'}
      icon={icon}
      label={action}
      iconLabel={rowLabel}
      severity={severity}
      dialog={dialog}
    />
  );
}
