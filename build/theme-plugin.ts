import type { Plugin } from 'vite';
import { dropUnusedComponents } from './theme-components.ts';
import { darkenThemeColors } from './theme-contrast.ts';
import { withInterSubsets } from './theme-font.ts';

/** The PrimeReact theme the app loads (src/main.tsx). */
const THEME_FILE = /primereact\/resources\/themes\/lara-light-blue\/theme\.css$/;

/**
 * The lara-light-blue theme as the app loads it (dev server and builds): colours that reach WCAG AA
 * contrast, the Latin subsets of its Inter font, and only the component families the app renders.
 */
export function theme(): Plugin {
  return {
    name: 'retaguarda:theme',
    enforce: 'pre',
    transform(code, id) {
      if (!THEME_FILE.test(id.split('?')[0])) return null;
      return { code: dropUnusedComponents(withInterSubsets(darkenThemeColors(code))), map: null };
    },
  };
}
