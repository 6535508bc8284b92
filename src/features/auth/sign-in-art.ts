/**
 * The light illustration of the sign-in page's brand side (a truck and a document over hills), as data:
 * the page draws it (sign-in-brand.tsx) and so does its static picture in index.html (build/boot-shell.ts).
 */
export const signInArt = {
  viewBox: '0 0 400 160',
  shapes: [
    { tag: 'path', attributes: { d: 'M0 130 Q100 90 200 120 T400 100 V160 H0 Z', opacity: '0.12' } },
    { tag: 'path', attributes: { d: 'M0 145 Q120 115 220 138 T400 125 V160 H0 Z', opacity: '0.18' } },
    { tag: 'rect', attributes: { x: '70', y: '78', width: '92', height: '40', rx: '6', opacity: '0.35' } },
    { tag: 'rect', attributes: { x: '162', y: '92', width: '36', height: '26', rx: '4', opacity: '0.5' } },
    { tag: 'circle', attributes: { cx: '96', cy: '122', r: '9', opacity: '0.6' } },
    { tag: 'circle', attributes: { cx: '178', cy: '122', r: '9', opacity: '0.6' } },
    { tag: 'rect', attributes: { x: '262', y: '40', width: '70', height: '84', rx: '6', opacity: '0.25' } },
    { tag: 'rect', attributes: { x: '276', y: '56', width: '42', height: '6', rx: '3', opacity: '0.5' } },
    { tag: 'rect', attributes: { x: '276', y: '72', width: '30', height: '6', rx: '3', opacity: '0.5' } },
    { tag: 'rect', attributes: { x: '276', y: '88', width: '38', height: '6', rx: '3', opacity: '0.5' } },
  ],
} as const;
