/**
 * The colour theme: light or dark, as the visitor chose in the avatar menu or, by default ('system'), as
 * the system's setting says (prefers-color-scheme). The choice is a preference of this browser, not a
 * secret: it is kept in localStorage. Plain code with no imports: the build's first script (build/
 * route-preload-plugin.ts) copies `applyThemeBeforePaint` into the page, so the attribute is on <html>
 * before the first paint and a dark system never sees a light page first.
 */

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

/** The localStorage key of the choice (absent: 'system'). */
export const THEME_STORAGE_KEY = 'retaguarda:tema';

/** The attribute on <html> that the stylesheets switch on (`:root[data-theme='dark']`). */
export const THEME_ATTRIBUTE = 'data-theme';

/** The media query of a dark system setting. */
export const DARK_SYSTEM_QUERY = '(prefers-color-scheme: dark)';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** A stored value as a choice: anything else (nothing stored, an old or edited value) is 'system'. */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The theme a choice gives, the system being dark or not. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/**
 * Sets the theme attribute on <html> from the saved choice and the system setting. Self-contained (its
 * source runs in the page as written: no imports, no names from outside it); a storage that cannot be
 * read (blocked by the browser) counts as no choice.
 */
export function applyThemeBeforePaint(storageKey: string, attribute: string, query: string): void {
  let choice: string | null;
  try {
    choice = window.localStorage.getItem(storageKey);
  } catch {
    choice = null;
  }
  const dark =
    choice === 'dark' || (choice !== 'light' && !!window.matchMedia && window.matchMedia(query).matches);
  document.documentElement.setAttribute(attribute, dark ? 'dark' : 'light');
}
