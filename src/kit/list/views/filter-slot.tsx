import type { ReactNode } from 'react';

interface FilterSlotProps {
  /** The input's id (the label points at it). */
  id: string;
  label: string;
  /** The input, then any hint or error of it. */
  children: ReactNode;
}

/** One field of a 'Filtros' drawer: its label above its input. */
export function FilterSlot({ id, label, children }: FilterSlotProps) {
  return (
    <div className="resource-list__filter">
      <label htmlFor={id} className="resource-list__filter-label">
        {label}
      </label>
      {children}
    </div>
  );
}
