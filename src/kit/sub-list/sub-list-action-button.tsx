import { Button } from 'primereact/button';

export interface SubListActionButtonProps {
  id?: string;
  icon: string;
  /** The accessible name, with the row's name ('Alterar servidor de ANA'). */
  label: string;
  /** The tooltip ('Alterar servidor'). */
  title: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  severity?: 'danger' | 'success';
}

/** A round icon button of a sub-list row. */
export function SubListActionButton({
  id,
  icon,
  label,
  title,
  onClick,
  disabled,
  loading,
  severity,
}: SubListActionButtonProps) {
  return (
    <Button
      id={id}
      type="button"
      icon={icon}
      rounded
      text
      size="small"
      severity={severity}
      aria-label={label}
      title={title}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    />
  );
}
