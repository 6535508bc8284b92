import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { dropUnusedComponents } from './theme-components.ts';
import { darkenThemeColors } from './theme-contrast.ts';
import { brightenDarkThemeColors, withDarkScheme } from './theme-dark.ts';
import { withInterSubsets } from './theme-font.ts';

/** The PrimeReact theme the app loads (src/main.tsx). */
const THEME_FILE = /primereact\/resources\/themes\/lara-light-blue\/theme\.css$/;

/** The dark theme whose colours the light one takes in dark mode (build/theme-dark.ts). */
const DARK_THEME = 'primereact/resources/themes/lara-dark-blue/theme.css';

/**
 * The lara-light-blue theme as the app loads it (dev server and builds): colours that reach WCAG AA
 * contrast, lara-dark-blue's colours for dark mode, the Latin subsets of its Inter font, and only the
 * component families the app renders.
 */
export function theme(): Plugin {
  return {
    name: 'retaguarda:theme',
    enforce: 'pre',
    transform(code, id) {
      if (!THEME_FILE.test(id.split('?')[0])) return null;
      const dark = readFileSync(createRequire(import.meta.url).resolve(DARK_THEME), 'utf8');
      const themes = withDarkScheme(
        dropUnusedComponents(darkenThemeColors(code)),
        dropUnusedComponents(brightenDarkThemeColors(dark)),
      );
      return { code: withInterSubsets(themes), map: null };
    },
  };
}
