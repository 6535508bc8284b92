/** Types of scripts/bundle-composition.mjs (a plain Node script, also imported by its unit test). */
export interface ChunkInfo {
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  facade: string | null;
  entry: boolean;
}

export const HEAVY: ReadonlyArray<[string, RegExp]>;
export const PAGES: ReadonlyArray<[string, string]>;

export function checkFirstPaint(
  chunks: Record<string, ChunkInfo>,
  pages?: ReadonlyArray<[string, string]>,
): { problems: string[]; pages: Array<{ page: string; chunks: string[] }> };
