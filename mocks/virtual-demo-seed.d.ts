/** build/demo-seed-plugin.ts: where the page fetches the pre-generated demo seed (a hashed asset, or the dev server's path), and its version. */
declare module 'virtual:retaguarda/demo-seed' {
  export const demoSeedUrl: string;
  /** The version of the mock's data (build/seed-version.ts): a saved database of another one is dropped. */
  export const seedVersion: string;
}

/** build/demo-seed-plugin.ts: the files of mocks/handlers/page-data.ts and the chunks it imports (empty in the dev server). */
declare module 'virtual:retaguarda/mock-files' {
  export const pageDataHandlerFiles: string[];
}
