/**
 * How tall a list's rows are: 'confortavel' (the default) or 'compacta' (about 36 px: more rows on a
 * screen). One choice for every list of the browser, kept in localStorage (a preference, not a secret).
 * It is shown as an attribute of the page, `data-density` on <html>, which list.css reads: every table
 * follows a change at once without rendering again.
 */
export type ListDensity = 'confortavel' | 'compacta';

/** The key of the choice in localStorage (absent for the default). */
export const LIST_DENSITY_KEY = 'retaguarda:densidade';

/** The density chosen in this browser. */
export function storedDensity(): ListDensity {
  try {
    return localStorage.getItem(LIST_DENSITY_KEY) === 'compacta' ? 'compacta' : 'confortavel';
  } catch {
    // Storage refused (a locked-down browser): the default.
    return 'confortavel';
  }
}

/** Shows `density` on every list of the page and, when `remember`, keeps it for the next visits. */
export function applyListDensity(density: ListDensity, remember = false): void {
  document.documentElement.dataset.density = density;
  if (!remember) return;
  try {
    if (density === 'compacta') localStorage.setItem(LIST_DENSITY_KEY, density);
    else localStorage.removeItem(LIST_DENSITY_KEY);
  } catch {
    // A refused storage: the choice lasts the page.
  }
}
