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

/** A round text icon-only Button's look (`rounded text size="small"`), optionally with a severity. */
export function iconButtonClass(severity?: 'danger' | 'success', className?: string): string {
  return ['p-button p-component p-button-icon-only p-button-text p-button-rounded p-button-sm', severity && `p-button-${severity}`, className]
    .filter(Boolean)
    .join(' ');
}
