import postcss, { type Declaration } from 'postcss';

/**
 * Dark mode from PrimeReact's own lara-dark-blue, without shipping a second theme. The two lara themes are
 * the same stylesheet with other values: declaration for declaration, the same selectors and properties.
 * Every colour that differs becomes a custom property (`var(--tN)`) in the one stylesheet the app loads;
 * `:root` gives each its light value and `:root[data-theme='dark']` its dark one (src/lib/theme sets the
 * attribute before the first paint). The theme's own variables (--surface-*, --text-color, …), which the
 * app's CSS reads, switch the same way. Only colours switch: where the dark theme also changes a size,
 * a weight or a spacing, the light value stays, so a page is laid out the same in both.
 */

/** Dark-theme colours that miss WCAG AA (4.5:1), or do not read well, where the app puts them, and what they become. */
export const ACCESSIBLE_DARK_COLORS: Readonly<Record<string, string>> = {
  // the secondary text (60 % white) on the lighter grey surfaces (#374151: chips, hovered rows) is 4.1:1
  'rgba(255, 255, 255, 0.6)': 'rgba(255, 255, 255, 0.7)',
  // The messages' and toasts' tints (info, success, warn, error) are 80 % see-through: a toast over a
  // button showed the button through its text. The same tint laid on the overlay surface (#1f2937), opaque.
  'rgba(59, 130, 246, 0.2)': '#253b5d',
  'rgba(16, 185, 129, 0.2)': '#1c4646',
  'rgba(234, 179, 8, 0.2)': '#48452e',
  'rgba(239, 68, 68, 0.2)': '#492e3a',
};

const DARK_PATTERN = new RegExp(
  Object.keys(ACCESSIBLE_DARK_COLORS)
    .map((color) => color.replace(/[()|.]/g, '\\$&'))
    .join('|'),
  'gi',
);

/** The dark theme with its colours that miss AA replaced. */
export function brightenDarkThemeColors(css: string): string {
  return css.replace(DARK_PATTERN, (color) => ACCESSIBLE_DARK_COLORS[color.toLowerCase()] ?? color);
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\btransparent\b/i;

/** The place of a declaration: its at-rules, its selector, its property, and which such one it is. */
function keyed(css: string): { root: postcss.Root; declarations: Map<string, Declaration> } {
  const root = postcss.parse(css);
  const declarations = new Map<string, Declaration>();
  root.walkDecls((declaration) => {
    const path: string[] = [declaration.prop];
    for (let node = declaration.parent; node && node.type !== 'root'; node = node.parent) {
      if (node.type === 'rule') path.push((node as postcss.Rule).selector);
      else if (node.type === 'atrule')
        path.push(`@${(node as postcss.AtRule).name} ${(node as postcss.AtRule).params}`);
    }
    const base = path.reverse().join('\u0000');
    let key = base;
    for (let n = 1; declarations.has(key); n += 1) key = `${base}\u0000${n}`;
    declarations.set(key, declaration);
  });
  return { root, declarations };
}

/** Whether the dark value of a declaration replaces the light one (colours only: see above). */
function switches(declaration: Declaration, dark: string): boolean {
  if (dark === declaration.value) return false;
  if (declaration.prop === 'color-scheme') return true;
  return COLOUR.test(declaration.value);
}

/**
 * The light theme with each colour that differs in the dark theme as a variable, and the two sets of
 * values: light on `:root`, dark on `:root[data-theme='dark']`. One variable per pair of values.
 */
export function withDarkScheme(lightCss: string, darkCss: string): string {
  const light = keyed(lightCss);
  const dark = keyed(darkCss);
  const names = new Map<string, string>();
  const lightValues: string[] = [];
  const darkValues: string[] = [];
  for (const [key, declaration] of light.declarations) {
    const other = dark.declarations.get(key);
    if (!other || !switches(declaration, other.value)) continue;
    const pair = `${declaration.value}\u0000${other.value}`;
    let name = names.get(pair);
    if (!name) {
      name = `--t${names.size}`;
      names.set(pair, name);
      lightValues.push(`${name}: ${declaration.value}`);
      darkValues.push(`${name}: ${other.value}`);
    }
    declaration.value = `var(${name})`;
  }
  const schemes =
    `:root {\n  ${lightValues.join(';\n  ')};\n}\n` +
    `:root[data-theme='dark'] {\n  ${darkValues.join(';\n  ')};\n}\n`;
  // Ahead of the theme (a @charset or @import would have to stay first: the lara themes have neither).
  return schemes + light.root.toString();
}
