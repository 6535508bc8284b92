import { Button } from 'primereact/button';
import { Suspense, useState, type ReactNode } from 'react';

export interface RecordToolButtonProps {
  /** 'row': an icon button of a list row; 'view': a labelled button of the view page (RecordToolProps.variant). */
  variant: 'row' | 'view';
  icon: string;
  /** The action ('Usuários'): the view button's text and the row button's tooltip. */
  action: string;
  /** The row button's accessible name, with the record ('Usuários TRANSPORTES EXEMPLO'). */
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
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'row' ? (
        <Button
          type="button"
          icon={icon}
          rounded
          text
          size="small"
          severity={severity}
          className="resource-list__action"
          aria-label={rowLabel}
          title={action}
          onClick={show}
        />
      ) : (
        <Button
          type="button"
          size="small"
          outlined
          severity={severity}
          icon={icon}
          label={action}
          onClick={show}
        />
      )}
      {opened && <Suspense fallback={null}>{dialog({ visible: open, hide: () => setOpen(false) })}</Suspense>}
    </>
  );
}
