/**
 * Import in a component test that opens PrimeReact overlay panels (dropdowns, pickers, calendars).
 *
 * jsdom has no layout: every element's offsetParent is null, which PrimeReact reads as "hidden" and
 * then hides its overlay panels (display: none). Elements attached to the document count as laid out.
 */
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.isConnected ? this.parentElement : null;
  },
});
