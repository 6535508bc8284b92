import { Button } from '@/ui/button';
import { useTooltip } from '@/ui/tooltip';

export interface SubListActionButtonProps {
  id?: string;
  icon: string;
  /** The accessible name, with the row's name ('Alterar servidor de ANA'). */
  label: string;
  /** The tooltip ('Alterar servidor'), shown at once on hover and on keyboard focus. */
  title: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  severity?: 'danger' | 'success';
}

/** A round icon button of a sub-list row, with an instant tooltip saying its action. */
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
  const hint = useTooltip(title);
  return (
    <>
      <Button
        id={id}
        type="button"
        icon={icon}
        rounded
        text
        size="small"
        severity={severity}
        aria-label={label}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
        {...hint.targetProps}
      />
      {hint.tooltip}
    </>
  );
}
