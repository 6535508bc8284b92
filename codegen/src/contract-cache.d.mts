/** Types of codegen/src/contract-cache.mjs (plain JavaScript for scripts/generate.mjs, also imported by its unit test). */

/** The hashes a generation is made from (sources, orval) and what orval wrote (outputs). */
export interface ContractHashes {
  /** openapi/**, redocly.yaml and Redocly's version. */
  sources: string;
  /** generated/openapi.yaml, orval's config and what it reads, orval's and prettier's versions. */
  orval: string;
  /** generated/api, generated/zod, generated/msw. */
  outputs: string;
}

export const CACHE_FILE: string;
export const ORVAL_FOLDERS: readonly string[];

export function sourcesHash(root: string): string;
export function orvalHash(root: string): string;
export function outputsHash(root: string): string;
export function missingFolders(root: string): string[];
export function readCache(root: string): ContractHashes | null;
export function writeCache(root: string, hashes: ContractHashes): void;

export function bundleNeeded(input: {
  force?: boolean;
  stored: ContractHashes | null;
  current: Pick<ContractHashes, 'sources' | 'orval'>;
}): boolean;

export function orvalNeeded(input: {
  force?: boolean;
  stored: ContractHashes | null;
  current: Pick<ContractHashes, 'orval' | 'outputs'>;
  missing?: readonly string[];
}): { run: boolean; reason: string };
