/**
 * The characters the subsets hold: Latin-1 (every letter of Portuguese), the Latin extras of Western
 * typography, general punctuation, the euro and arrows. Text outside them (a name in another script) is
 * drawn with the next font of the stack, the browser's sans-serif.
 */
export const INTER_SUBSET_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The subsets made by scripts/subset-inter-font.mjs, weights 400 to 700 (the only ones the styles use). */
const SUBSETS = {
  normal: '@/app/fonts/inter-latin.woff2',
  italic: '@/app/fonts/inter-latin-italic.woff2',
} as const;

function fontFace(style: keyof typeof SUBSETS): string {
  return `@font-face {
  font-family: "Inter var";
  font-weight: 400 700;
  font-display: swap;
  font-style: ${style};
  src: url("${SUBSETS[style]}") format("woff2");
  unicode-range: ${INTER_SUBSET_RANGE};
}`;
}

const THEME_FONT_FACE = /@font-face\s*\{[^}]*InterVariable(-Italic)?\.woff2[^}]*\}/g;

/**
 * The theme's Inter faces (345 KB and 381 KB: every script and optical size) replaced by Latin subsets of
 * the same font (31 and 33 KB), under the same family name so the theme's styles are unchanged.
 * On a slow mobile connection the full font alone took longer than the whole application.
 */
export function withInterSubsets(css: string): string {
  return css.replace(THEME_FONT_FACE, (_face, italic: string | undefined) =>
    fontFace(italic ? 'italic' : 'normal'),
  );
}
