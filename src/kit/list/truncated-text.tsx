import type { ReactNode } from 'react';

/**
 * Free text of a table cell: it wraps to at most two lines within the width its column was given
 * (column-widths.ts), and is cut only beyond them; hovering a cut one (or focusing a link in it) then
 * shows the whole text in the table's one tooltip (useTooltipScope). Plain markup, one element, no hook:
 * a page of rows draws hundreds of them.
 */
export function truncatedText(children: ReactNode): ReactNode {
  return (
    <div className="resource-table__clamp" data-tooltip-truncated="">
      {children}
    </div>
  );
}

/** The quieter line under a cell's value (KitColumnMeta.subline): two lines at most, the rest in the tooltip. */
export function sublineText(text: string | null | undefined): ReactNode {
  if (!text) return null;
  return (
    <div className="resource-table__subline" data-tooltip-truncated="">
      {text}
    </div>
  );
}
