import { Button } from '@/ui/button';
import { Suspense, useState, type ReactNode } from 'react';

export interface DialogOpenerProps {
  /** The field's input id: the button takes it, and is named by the field's label (`${id}-label`) and its own text. */
  id: string;
  icon: string;
  label: string;
  className: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Runs when the dialog closes (the field is touched then). */
  onHide: () => void;
  /** The dialog (usually a lazy component): mounted on first opening, kept mounted afterwards. */
  dialog: (state: { visible: boolean; hide: () => void }) => ReactNode;
}

/** The button of a field edited in a dialog (modules, permission actions): opens it and names it with the field. */
export function DialogOpener({
  id,
  icon,
  label,
  className,
  invalid,
  describedBy,
  disabled,
  onHide,
  dialog,
}: DialogOpenerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hide = () => {
    setOpen(false);
    onHide();
  };
  return (
    <>
      <div className={className}>
        <Button
          id={id}
          type="button"
          icon={icon}
          outlined
          size="small"
          label={label}
          // Named by the field's label and its own text ('Módulos Selecionar módulos'): FieldFrame's label has id `${id}-label`.
          aria-labelledby={`${id}-label ${id}`}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </div>
      {opened && <Suspense fallback={null}>{dialog({ visible: open, hide })}</Suspense>}
    </>
  );
}
