import './setup';
import type { Dropdown } from 'primereact/dropdown';
import { DomHandler } from 'primereact/utils';

export * from 'primereact/dropdown';

/**
 * Places an open Dropdown's panel again at its field. PrimeReact places it as it opens; options that
 * arrive afterwards (a picker's first page, a search's answer) make it taller, and it would run out of
 * the window below (or, wider, at the right): placed again, it opens upwards or moves left instead.
 */
export function realignDropdownPanel(dropdown: Dropdown | null): void {
  const panel = dropdown?.getOverlay();
  const field = dropdown?.getElement();
  if (panel && field && panel.isConnected) DomHandler.alignOverlay(panel, field, undefined);
}
