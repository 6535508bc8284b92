/**
 * PrimeReact's Sidebar closes on Escape through a document listener of its own, in which the pickers
 * inside a drawer (Dropdown, MultiSelect, AutoComplete close their list from their input's keydown) take
 * no part: one Escape closed the open list and the drawer with it. An Escape pressed while such a panel
 * is open belongs to the panel; a drawer asks escapeBelongsToPanel() before it closes.
 */
const OPEN_PANEL = '.p-connected-overlay-enter-active, .p-connected-overlay-enter-done';

let panelEscape = false;

function noteEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || document.querySelector(OPEN_PANEL) === null) return;
  // Seen first (window, capture): the panel is still open; the flag lasts for this key press only.
  panelEscape = true;
  setTimeout(() => {
    panelEscape = false;
  });
}

let watching = false;

/** Starts watching Escape presses (once per page). */
export function watchPanelEscape(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('keydown', noteEscape, true);
}

/** True while the Escape being handled was pressed with a picker's panel open. */
export function escapeBelongsToPanel(): boolean {
  return panelEscape;
}
