import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseManifest } from '../../../codegen/src/manifest-parse';
import { readYaml, ROOT } from '../codegen/support';
import { setupMockApi } from './support';

/**
 * The seeded data as a backend team's validator sees them: every record each list answers is checked
 * against the bundled contract (generated/openapi.yaml) by Ajv, a standard JSON Schema 2020-12 validator
 * with formats, not by the generated zod schemas the mock itself uses. A float `multipleOf` (0.15 / 0.0001
 * is 1499.9999999999998) or an id past 2^53 would fail here while zod lets it through.
 */
const api = setupMockApi();

interface Contract {
  paths: Record<
    string,
    { get?: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }
  >;
}

const contract = parse(readFileSync(`${ROOT}generated/openapi.yaml`, 'utf8')) as Contract;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'contract');

/** The contract's 200 answer schema of GET `path`, as a reference into the bundled document. */
function listAnswer(path: string) {
  const pointer = `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/200/content/application~1json/schema`;
  return ajv.compile({ $ref: `contract${pointer}` });
}

const resources = parseManifest(readYaml(`${ROOT}codegen/resources.yaml`)).resources;

describe('the seeded data against the contract, by a standard JSON Schema validator', () => {
  it.each(resources.map((resource) => [resource.recurso]))(
    'every page of /v1/%s holds only records the contract allows',
    async (recurso) => {
      const { token } = await api.login();
      const validate = listAnswer(`/v1/${recurso}`);
      let pagina = 1;
      let seen = 0;
      for (;;) {
        const response = await api.call(
          token,
          `/v1/${recurso}?limitePagina=100&pagina=${pagina}&situacao=ALL`,
        );
        expect(response.status).toBe(200);
        const page = (await response.json()) as { items: unknown[]; totalItens: number };
        const errors = validate(page) ? [] : (validate.errors ?? []).slice(0, 5);
        expect(errors, `page ${pagina} of /v1/${recurso}`).toEqual([]);
        seen += page.items.length;
        if (page.items.length === 0 || seen >= page.totalItens) break;
        pagina += 1;
      }
      expect(seen).toBeGreaterThan(0);
    },
    120_000,
  );
});
