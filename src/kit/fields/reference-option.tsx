import type { ReactNode } from 'react';
import type { ReferenceOption } from './use-reference-options';

/** The panels of the reference pickers: as wide as their field, long names wrapping (fields.css). */
export const REFERENCE_PANEL_CLASS = 'resource-picker__panel';

/**
 * An option of a reference picker's panel: its name and, where another option has the same name, a
 * second line telling them apart (a customer's CNPJ and city). Its accessible name is its label (both).
 */
export function referenceOptionTemplate(option: ReferenceOption): ReactNode {
  if (!option.detail) return option.name;
  return (
    <span className="resource-picker__option">
      <span className="resource-picker__option-name">{option.name}</span>
      <span className="resource-picker__option-detail">{option.detail}</span>
    </span>
  );
}
