/** Reloads the document (a module of its own so that tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
