/** build/demo-seed-plugin.ts: where the page fetches the pre-generated demo seed (a hashed asset, or the dev server's path). */
declare module 'virtual:retaguarda/demo-seed' {
  export const demoSeedUrl: string;
}

/** build/demo-seed-plugin.ts: the files of mocks/handlers/later.ts and the chunks it imports (empty in the dev server). */
declare module 'virtual:retaguarda/mock-files' {
  export const laterHandlerFiles: string[];
}
