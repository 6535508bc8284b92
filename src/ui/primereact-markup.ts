import './primereact-markup.css';

/**
 * Class names of PrimeReact components drawn as plain elements: the theme (with primereact-markup.css)
 * styles them the same, and no PrimeReact code has to load. For controls of a first paint that use none
 * of the component's behaviour (the sign-in form; the list's row links and icon buttons: a list of 100
 * rows draws hundreds of them, where PrimeReact's Button costs several times a plain element).
 */

/** InputText's look: `p-inputtext p-component`, `p-invalid` when invalid. */
export function inputTextClass(invalid = false, className?: string): string {
  return ['p-inputtext p-component', invalid && 'p-invalid', className].filter(Boolean).join(' ');
}

export type ButtonSeverity = 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help' | 'contrast';

/** The looks of a Button, as PrimeReact's Button props name them. */
export interface ButtonLook {
  /** Only an icon (no label): a square (or round) button. */
  iconOnly?: boolean;
  severity?: ButtonSeverity;
  outlined?: boolean;
  text?: boolean;
  rounded?: boolean;
  size?: 'small' | 'large';
  disabled?: boolean;
  loading?: boolean;
  /** Loading with a label and no icon of its own (the spinner takes the icon's place). */
  loadingLabelOnly?: boolean;
  /** Where the loading icon sits when the button has a label. */
  loadingIconPos?: 'left' | 'right';
}

const SIZE_CLASS = { small: 'p-button-sm', large: 'p-button-lg' } as const;

/** Button's classes, in PrimeReact's order: `p-button p-component`, then one per look. */
export function buttonClass(look: ButtonLook, className?: string): string {
  return [
    className,
    'p-button p-component',
    look.iconOnly && 'p-button-icon-only',
    look.disabled && 'p-disabled',
    look.loading && 'p-button-loading',
    look.outlined && 'p-button-outlined',
    look.text && 'p-button-text',
    look.rounded && 'p-button-rounded',
    look.loadingLabelOnly && 'p-button-loading-label-only',
    look.loadingIconPos && `p-button-loading-${look.loadingIconPos}`,
    look.size && SIZE_CLASS[look.size],
    look.severity && `p-button-${look.severity}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A round text icon-only Button's look (`rounded text size="small"`), optionally with a severity. */
export function iconButtonClass(severity?: 'danger' | 'success', className?: string): string {
  return buttonClass({ iconOnly: true, text: true, rounded: true, size: 'small', severity }, className);
}
