/** build/demo-seed-plugin.ts: where the page fetches the pre-generated demo seed (a hashed asset, or the dev server's path). */
declare module 'virtual:retaguarda/demo-seed' {
  export const demoSeedUrl: string;
}
