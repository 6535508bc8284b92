import type { ReactNode } from 'react';
import { useTooltip } from '@/ui/tooltip';

/**
 * Free text of a table cell on one line, cut with an ellipsis where the column is narrower than the
 * text; hovering it (or focusing a link in it) then shows the whole text in a tooltip.
 */
export function TruncatedText({ children }: { children: ReactNode }) {
  const hint = useTooltip(undefined, { whenTruncated: true });
  return (
    <div className="resource-table__truncate">
      <span className="resource-table__truncate-text" {...hint.targetProps}>
        {children}
      </span>
      {hint.tooltip}
    </div>
  );
}
