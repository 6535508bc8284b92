import { parse } from 'yaml';
import type { Contract } from '../contract';
import { contractProblems } from '../contract-checks';
import type { Manifest } from '../manifest-schema';
import { parseManifest } from '../manifest-parse';
import { ManifestSource } from '../manifest-source';
import { scaffoldEntry, type Scaffold } from './entry';
import { addToManifestText } from './write';

export interface Applied {
  scaffold: Scaffold;
  /** The manifest as it was, before the entry. */
  manifest: Manifest;
  /** The manifest's new text. */
  text: string;
  /** What `npm run generate` would still say that it did not say before (empty: the entry passes). */
  left: string[];
}

/**
 * The manifest text with the entry of `target` added, validated as `npm run generate` validates it: an
 * entry the schema refuses throws (nothing is written); differences from the contract the entry brings
 * (a property no kind fits) are returned for the developer to finish by hand.
 */
export function applyScaffold(manifestText: string, contract: Contract, target: string): Applied {
  // The file as it is: its problems are said with their line (the new text's are not in any file yet).
  const manifest = new ManifestSource(manifestText).parse();
  const scaffold = scaffoldEntry(contract, manifest, target);
  const text = addToManifestText(manifestText, scaffold);
  const before = new Set(contractProblems(manifest, contract));
  const left = contractProblems(parseManifest(parse(text)), contract).filter(
    (problem) => !before.has(problem),
  );
  return { scaffold, manifest, text, left };
}
