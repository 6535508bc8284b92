import type { ButtonHTMLAttributes } from 'react';
import { iconButtonClass } from './primereact-markup';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** PrimeIcons class, e.g. 'pi pi-lock'. */
  icon: string;
  /** The accessible name (an icon has no text). */
  'aria-label': string;
  severity?: 'danger' | 'success';
}

/**
 * PrimeReact's round text icon Button (`icon rounded text size="small"`) as a plain button: same look
 * and behaviour for a button that only clicks, at a fraction of the cost where a table draws many.
 */
export function IconButton({ icon, severity, className, ...rest }: IconButtonProps) {
  return (
    <button type="button" className={iconButtonClass(severity, className)} {...rest}>
      <span className={`p-button-icon p-c ${icon}`} aria-hidden="true" />
    </button>
  );
}
