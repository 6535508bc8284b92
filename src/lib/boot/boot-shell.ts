import { BOOT_SHELL_ID, BOOT_SUBMIT_ATTRIBUTE } from './boot-shell-ids';

/**
 * The app's side of the boot shell (build/boot-shell.ts: a static picture of the page, shown from the
 * first paint until the app's page is up). The app's page replaces it as soon as it shows its title, and
 * the sign-in form takes over what was typed into the picture's form.
 */

/** What the visitor did in the boot shell's sign-in form before the app's form was there. */
export interface BootSignIn {
  email: string;
  senha: string;
  /** The field that had the focus, with its caret or selection. */
  focus: { name: 'email' | 'senha'; start: number | null; end: number | null } | null;
  /** 'Entrar' was clicked (or Enter pressed): the app's form submits at once. */
  submit: boolean;
}

const shellElement = () => document.getElementById(BOOT_SHELL_ID);

/**
 * The boot shell's sign-in form as the visitor has left it so far (null when it is not shown). Only
 * reads: the app's form reads it as it renders (its fields start with these values) and again as it goes
 * on screen.
 */
export function readBootSignIn(): BootSignIn | null {
  const shell = shellElement();
  const form = shell && !shell.hidden ? shell.querySelector('form') : null;
  if (!shell || !form) return null;
  const field = (name: 'email' | 'senha') => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const focused = document.activeElement;
  const name = focused instanceof HTMLInputElement && form.contains(focused) ? focused.name : null;
  return {
    email: field('email')?.value ?? '',
    senha: field('senha')?.value ?? '',
    focus:
      name === 'email' || name === 'senha'
        ? {
            name,
            start: (focused as HTMLInputElement).selectionStart,
            end: (focused as HTMLInputElement).selectionEnd,
          }
        : null,
    submit: shell.hasAttribute(BOOT_SUBMIT_ATTRIBUTE),
  };
}

/** Removes the boot shell (the app's page is up, or the app could not start). */
export function dismissBootShell(): void {
  shellElement()?.remove();
}

/**
 * Removes the boot shell when the app's page shows its title (every page has an h1): until then the
 * picture stays over the app's own loading states (the session being restored, a page's code).
 */
export function dismissBootShellWhenPageShows(root: HTMLElement): void {
  if (!shellElement()) return;
  const observer = new MutationObserver(() => {
    if (!shellElement()) observer.disconnect();
    else if (root.querySelector('h1')) {
      observer.disconnect();
      dismissBootShell();
    }
  });
  observer.observe(root, { childList: true, subtree: true });
}
