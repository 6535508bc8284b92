/**
 * WCAG 2 AA colour contrast (1.4.3, 4.5:1 for text) for the lara-light-blue theme. The theme is compiled
 * CSS with its colours written out (not variables): its 500 shades behind white text and as text on
 * white fall short (primary #3b82f6 3.7:1, danger #ef4444 3.8:1, success #22c55e 2.3:1, …), and so do
 * the message, toast and invalid-field texts and the secondary grey on tinted surfaces. Each colour
 * moves one or two shades darker, its hover and active shades along with it, so the theme keeps its
 * look. Every new colour reaches 4.5:1 on white and on the theme's light surfaces
 * (tests/unit/build/theme-contrast.test.ts; axe checks the pages in tests/e2e/a11y-*.spec.ts).
 */
export const ACCESSIBLE_THEME_COLORS: Readonly<Record<string, string>> = {
  // primary (blue): base, hover; active and highlight text (#1d4ed8) stay
  '#3b82f6': '#2563eb',
  '#2563eb': '#1d4ed8',
  // danger: base, hover, active
  '#ef4444': '#c81e1e',
  '#dc2626': '#b91c1c',
  '#b91c1c': '#991b1b',
  // success
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#15803d': '#14532d',
  // info
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#0369a1': '#0c4a6e',
  // warning
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#c2410c': '#7c2d12',
  // help
  '#a855f7': '#9333ea',
  '#9333ea': '#7e22ce',
  '#7e22ce': '#6b21a8',
  // secondary text (--text-color-secondary, placeholders): 4.4:1 on the grey and blue-tinted surfaces
  '#6b7280': '#656d7a',
  // invalid fields (.p-error), message and toast texts (success, warn, error)
  '#e24c4c': '#c81e1e',
  '#1ea97c': '#0f6b4e',
  '#cc8925': '#8a5a00',
  '#ff5757': '#b42318',
};

const PATTERN = new RegExp(`(${Object.keys(ACCESSIBLE_THEME_COLORS).join('|')})\\b`, 'gi');

/** Replaces the theme's colours in one pass (a replaced colour is never replaced again). */
export function darkenThemeColors(css: string): string {
  return css.replace(PATTERN, (color) => ACCESSIBLE_THEME_COLORS[color.toLowerCase()] ?? color);
}
