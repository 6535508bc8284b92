import './primereact-markup.css';

/**
 * Class names of PrimeReact components drawn as plain elements: the theme (with primereact-markup.css)
 * styles them the same, and no PrimeReact code has to load. For controls of a first paint that use none
 * of the component's behaviour (the sign-in form; the list's row links and create link spell theirs out).
 */

/** InputText's look: `p-inputtext p-component`, `p-invalid` when invalid. */
export function inputTextClass(invalid = false, className?: string): string {
  return ['p-inputtext p-component', invalid && 'p-invalid', className].filter(Boolean).join(' ');
}
