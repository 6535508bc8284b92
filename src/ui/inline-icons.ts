/**
 * PrimeIcons drawings (node_modules/primeicons/raw-svg, 24×24, MIT) of the icons the sign-in page shows,
 * drawn inline rather than from the icon font: a first visit to sign-in then loads no icon font (12 KB)
 * at all. The signed-in pages load the font anyway and keep their `pi` icons. Plain data: the app draws
 * them (InlineIcon) and so does the sign-in page's static picture in index.html (build/boot-shell.ts).
 */
export const inlineIcons = {
  box: [
    'M20.73,16.52s0-.07,0-.11V7.59a.73.73,0,0,0-.08-.33.74.74,0,0,0-.36-.36l-8-3.58a.75.75,0,0,0-.62,0l-8,3.58a.8.8,0,0,0-.44.69v8.82a.83.83,0,0,0,.44.69l8,3.58a.72.72,0,0,0,.62,0l8-3.58A.77.77,0,0,0,20.73,16.52Zm-16-7.78,6.5,2.92v7.18l-6.5-2.91Zm8,2.92,6.5-2.92v7.19l-6.5,2.91ZM12,4.82l6.17,2.77L12,10.35,5.83,7.59Z',
  ],
  'check-circle': [
    'M10.5,15.25A.74.74,0,0,1,10,15L7,12A.75.75,0,0,1,8,11l2.47,2.47L19,5A.75.75,0,0,1,20,6l-9,9A.74.74,0,0,1,10.5,15.25Z',
    'M12,21a9,9,0,0,1-7.87-4.66,8.67,8.67,0,0,1-1.07-3.41A9,9,0,0,1,7.66,4.12a8.67,8.67,0,0,1,3.41-1.07,8.86,8.86,0,0,1,3.55.34.75.75,0,1,1-.43,1.43,7.62,7.62,0,0,0-3-.28,7.43,7.43,0,0,0-2.84.89,7.5,7.5,0,0,0-2.2,1.84,7.42,7.42,0,0,0-1.64,5.51,7.43,7.43,0,0,0,.89,2.84,7.5,7.5,0,0,0,1.84,2.2,7.42,7.42,0,0,0,5.51,1.64,7.43,7.43,0,0,0,2.84-.89,7.5,7.5,0,0,0,2.2-1.84,7.42,7.42,0,0,0,1.64-5.51A.75.75,0,1,1,21,11.07a9,9,0,0,1-4.61,8.81A8.67,8.67,0,0,1,12.93,21C12.62,21,12.3,21,12,21Z',
  ],
  'sign-in': [
    'M18,20.75H15a.75.75,0,0,1,0-1.5h3a1.16,1.16,0,0,0,1.25-1V5.78a1.16,1.16,0,0,0-1.25-1H15a.75.75,0,0,1,0-1.5h3a2.64,2.64,0,0,1,2.75,2.53V18.22A2.64,2.64,0,0,1,18,20.75Z',
    'M11,16.75a.74.74,0,0,1-.53-.22.75.75,0,0,1,0-1.06L13.94,12,10.47,8.53a.75.75,0,0,1,1.06-1.06l4,4a.75.75,0,0,1,0,1.06l-4,4A.74.74,0,0,1,11,16.75Z',
    'M15,12.75H4a.75.75,0,0,1,0-1.5H15a.75.75,0,0,1,0,1.5Z',
  ],
  spinner: [
    'M12,21A9,9,0,1,1,18.18,5.45a.75.75,0,0,1,0,1.06.74.74,0,0,1-1.06,0A7.51,7.51,0,1,0,19.5,12,.75.75,0,0,1,21,12,9,9,0,0,1,12,21Z',
  ],
  eye: [
    'M12,18.75c-5.83,0-8.57-6.19-8.69-6.45a.78.78,0,0,1,0-.6c.12-.26,2.86-6.45,8.69-6.45s8.57,6.19,8.69,6.45a.78.78,0,0,1,0,.6C20.57,12.56,17.83,18.75,12,18.75ZM4.83,12c.59,1.15,3,5.25,7.17,5.25s6.58-4.1,7.17-5.25c-.59-1.15-3-5.25-7.17-5.25S5.42,10.85,4.83,12Z',
    'M12,15.25A3.25,3.25,0,1,1,15.25,12,3.26,3.26,0,0,1,12,15.25Zm0-5A1.75,1.75,0,1,0,13.75,12,1.76,1.76,0,0,0,12,10.25Z',
  ],
  'eye-slash': [
    'M20.69,11.7c-.12-.26-2.86-6.45-8.69-6.45a7.67,7.67,0,0,0-1.66.18.75.75,0,0,0,.32,1.46A6.62,6.62,0,0,1,12,6.75c4.18,0,6.58,4.1,7.17,5.25a13.28,13.28,0,0,1-1.26,2,.75.75,0,0,0,.59,1.21.75.75,0,0,0,.59-.29,13.42,13.42,0,0,0,1.6-2.59A.78.78,0,0,0,20.69,11.7Z',
    'M6.53,5.47A.75.75,0,0,0,5.47,6.53l.92.92a13.16,13.16,0,0,0-3.08,4.26.76.76,0,0,0,0,.59c.12.26,2.86,6.45,8.69,6.45a7.93,7.93,0,0,0,4.39-1.3l1.08,1.08a.75.75,0,0,0,1.06,0,.75.75,0,0,0,0-1.06Zm3.83,6,2.21,2.22a1.81,1.81,0,0,1-1.81-.4A1.74,1.74,0,0,1,10.36,11.42ZM12,17.25c-4.19,0-6.58-4.11-7.17-5.25A12,12,0,0,1,7.45,8.51L9.24,10.3a3.24,3.24,0,0,0,4.46,4.46l1.61,1.61A6.5,6.5,0,0,1,12,17.25Z',
  ],
} as const satisfies Record<string, readonly string[]>;

export type InlineIconName = keyof typeof inlineIcons;

/**
 * The part of the 24×24 drawings the icons show: the icon font draws each glyph with its ink filling the
 * font's size (the drawings leave ~3 units around it), and these are drawn the same size as its glyphs.
 */
export const INLINE_ICON_VIEW_BOX = '3 3 18 18';

/** The class every inline icon has (sized and coloured like a `pi` icon: 1em, currentColor). */
const INLINE_ICON_CLASS = 'app-icon';

/** The classes of an inline icon with `className` added. */
export function inlineIconClass(className = ''): string {
  return [INLINE_ICON_CLASS, className].filter(Boolean).join(' ');
}

/** An inline icon as markup (for static HTML), with extra classes. */
export function inlineIconMarkup(name: InlineIconName, className = ''): string {
  const paths = inlineIcons[name].map((d) => `<path d="${d}"></path>`).join('');
  return `<svg class="${inlineIconClass(className)}" viewBox="${INLINE_ICON_VIEW_BOX}" aria-hidden="true" focusable="false">${paths}</svg>`;
}
