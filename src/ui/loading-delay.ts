/**
 * How long a new state of a page (a list's next page, order or tab; another page) may take before the
 * page shows that it is loading: a quick answer shows at once, with no flash of a busy state between.
 */
export const SHOW_LOADING_AFTER_MS = 300;
