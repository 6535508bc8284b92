import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { type Manifest } from '../../../codegen/src/manifest-schema';
import { parseManifest } from '../../../codegen/src/manifest-parse';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function readYaml(path: string): unknown {
  return parse(readFileSync(path, 'utf8'));
}

/** The small manifest of the template snapshots. */
export function fixtureManifest(): Manifest {
  return parseManifest(readYaml(fileURLToPath(new URL('./fixture.yaml', import.meta.url))));
}

/** codegen/resources.yaml, validated. */
export function realManifest(): Manifest {
  return parseManifest(readYaml(`${ROOT}codegen/resources.yaml`));
}

/** A fresh copy of the fixture's raw YAML data, to break on purpose with `edit`. */
export function fixtureData(): unknown {
  return readYaml(fileURLToPath(new URL('./fixture.yaml', import.meta.url)));
}

type Container = Record<string | number, unknown>;

/** The container holding `path` ('resources[1].form.sections[0].fields[2].kind') and the last key. */
function locate(data: unknown, path: string): [Container, string | number] {
  const keys = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) => name ?? Number(index));
  const last = keys.pop();
  if (last === undefined) throw new Error(`empty path ${path}`);
  const parent = keys.reduce<unknown>((node, key) => (node as Container)[key], data);
  return [parent as Container, last];
}

/** Changes raw manifest data in place: set a value (undefined deletes it) or push onto a list. */
export const edit = {
  set(data: unknown, path: string, value: unknown): void {
    const [parent, key] = locate(data, path);
    if (value === undefined) delete parent[key];
    else parent[key] = value;
  },
  push(data: unknown, path: string, value: unknown): void {
    const [parent, key] = locate(data, path);
    (parent[key] as unknown[]).push(value);
  },
};
