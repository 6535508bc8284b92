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
export const MOCK_API_MODULE: string;
export const SEED_CODE: ReadonlyArray<[string, RegExp]>;
export const QA_PANEL_CODE: [string, RegExp];
export const QA_LAUNCHER_MODULE: string;
export const QA_PANEL_MARKER: string;

export function checkFirstPaint(
  chunks: Record<string, ChunkInfo>,
  pages?: ReadonlyArray<[string, string]>,
): { problems: string[]; pages: Array<{ page: string; chunks: string[] }> };

export function checkDemoStartup(chunks: Record<string, ChunkInfo>): {
  problems: string[];
  chunks: string[];
  lazy: string[];
};
