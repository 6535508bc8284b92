/**
 * Bump when the seed changes shape, so browsers drop a saved database of the old shape. In a module
 * of its own (no faker, no seed code): the page reads it before deciding whether to fetch the seed.
 */
export const SEED_VERSION = 4;
