import type { ReactNode } from 'react';

/**
 * Free text of a table cell on one line, cut with an ellipsis where the column is narrower than the
 * text; hovering it (or focusing a link in it) then shows the whole text in the table's tooltip
 * (useTooltipScope). Plain markup, no hook: a page of rows draws hundreds of them.
 */
export function truncatedText(children: ReactNode): ReactNode {
  return (
    <div className="resource-table__truncate">
      <span className="resource-table__truncate-text" data-tooltip-truncated="">
        {children}
      </span>
    </div>
  );
}
