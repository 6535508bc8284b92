/**
 * Adds the fictitious resource of tests/scaffold/contract/ to the contract of the repository copy it runs
 * in (scripts/scaffold-e2e.sh), as docs/adding-a-resource.md tells a developer to: its path and schema
 * files, its tag and paths in openapi/openapi.yaml and its API prefix in the Recurso enum.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';

const fixture = join(import.meta.dirname, 'contract');
const root = process.cwd();

interface Additions {
  tag: { name: string; description: string };
  paths: Record<string, unknown>;
  recurso: string;
}

for (const folder of ['paths', 'schemas']) {
  for (const name of readdirSync(join(fixture, folder)))
    copyFileSync(join(fixture, folder, name), join(root, 'openapi', folder, name));
}

const additions = parse(readFileSync(join(fixture, 'openapi-additions.yaml'), 'utf8')) as Additions;

function editYaml(path: string, change: (document: ReturnType<typeof parseDocument>) => void): void {
  const document = parseDocument(readFileSync(path, 'utf8'));
  change(document);
  writeFileSync(path, document.toString({ lineWidth: 0 }));
}

editYaml(join(root, 'openapi/openapi.yaml'), (document) => {
  document.addIn(['tags'], document.createNode(additions.tag, { flow: true }));
  for (const [path, item] of Object.entries(additions.paths))
    document.setIn(['paths', path], document.createNode(item, { flow: true }));
});
editYaml(join(root, 'openapi/schemas/recursos.yaml'), (document) => {
  document.addIn(['Recurso', 'enum'], additions.recurso);
});
console.log(`contract: added ${additions.recurso} (${Object.keys(additions.paths).join(', ')})`);
