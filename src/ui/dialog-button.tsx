import { Button } from './button';
import { Suspense, useState, type ReactNode } from 'react';
import { ActionMenuItem } from './action-menu';
import { IconButton } from './icon-button';

export interface DialogButtonProps {
  /**
   * 'icon': a round icon button named by `iconLabel` (result lists); 'text': a labelled outlined button;
   * 'menuitem': an item of an ActionMenu (a table row's '⋯'), showing `label`, named by `iconLabel`.
   */
  variant: 'icon' | 'text' | 'menuitem';
  icon: string;
  /** The text button's label and the icon button's tooltip. */
  label: string;
  /** The icon button's accessible name (usually the label with the record: 'Ver no mapa Campinas'). */
  iconLabel: string;
  severity?: 'danger';
  className?: string;
  /** The dialog (usually lazy): mounted on first opening, kept mounted afterwards. */
  dialog: (state: { visible: boolean; hide: () => void }) => ReactNode;
}

/** A button that opens its own dialog, loading the dialog's code the first time it is used. */
export function DialogButton({
  variant,
  icon,
  label,
  iconLabel,
  severity,
  className,
  dialog,
}: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'menuitem' ? (
        <ActionMenuItem
          icon={icon}
          label={label}
          aria-label={iconLabel}
          severity={severity}
          onSelect={show}
        />
      ) : variant === 'icon' ? (
        <IconButton
          icon={icon}
          severity={severity}
          className={className}
          aria-label={iconLabel}
          title={label}
          onClick={show}
        />
      ) : (
        <Button
          type="button"
          size="small"
          outlined
          severity={severity}
          icon={icon}
          label={label}
          className={className}
          onClick={show}
        />
      )}
      {opened && <Suspense fallback={null}>{dialog({ visible: open, hide: () => setOpen(false) })}</Suspense>}
    </>
  );
}
