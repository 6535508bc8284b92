import { describe, expect, it } from 'vitest';
import { KIT_KIND_DEFINITIONS } from '@/kit/kinds/definitions';
import type { KindDefinition } from '@/kit/kinds/kind-types';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { literal } from '../../../codegen/src/expressions';
import { FIELD_KINDS, KIND_DEFINITIONS, kindRow } from '../../../codegen/src/field-kinds';
import { ImportSet } from '../../../codegen/src/imports';
import { nullOnlyPaths, renderField } from '../../../codegen/src/templates/form';

/** The facts both sides act on: the generated pages (codegen) and the kit's form (empty value, filter). */
const facts = (definition: KindDefinition) => ({
  name: definition.name,
  empty: literal(definition.empty),
  filter: definition.filter,
});

describe('field kinds: codegen and the kit read the same kinds', () => {
  it('cover the same kinds of the kit (codegen also reads the resource extensions’ kinds)', () => {
    const codegenKitKinds = [...KIND_DEFINITIONS.keys()].filter((name) => !kindRow(name).extension);
    expect(KIT_KIND_DEFINITIONS.map((definition) => definition.name).sort()).toEqual(codegenKitKinds.sort());
  });

  it('with the same empty values and filters', () => {
    for (const definition of KIT_KIND_DEFINITIONS) {
      const row = kindRow(definition.name);
      expect({ name: definition.name, empty: row.empty, filter: row.filter }).toEqual(facts(definition));
    }
  });

  it('hand the extension kinds to the kit as the module the generated form page imports', async () => {
    const extensions = [...KIND_DEFINITIONS.values()].filter(
      (definition) => kindRow(definition.name).extension,
    );
    expect(extensions.map((definition) => definition.name).sort()).toEqual(['actionCodes', 'modules']);
    for (const definition of extensions) {
      const { module, name } = kindRow(definition.name).extension!;
      const imported = ((await import(/* @vite-ignore */ module)) as Record<string, KindDefinition>)[name];
      expect(facts(imported)).toEqual(facts(definition));
      expect(FIELD_KINDS).toContain(definition.name);
    }
    // Loading the inputs of the extension kinds (React, PrimeReact) takes seconds on a busy machine.
  }, 30_000);
});

describe('blank values: what the generated form declares from the contract', () => {
  const contract = new Contract({
    openapi: '3.1.0',
    paths: {},
    components: {
      schemas: {
        CoisaInput: {
          type: 'object',
          required: ['nome', 'observacao', 'valores'],
          properties: {
            nome: { type: 'string' },
            observacao: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            apelido: { type: ['string', 'null'] },
            valores: {
              type: 'array',
              items: {
                type: 'object',
                required: ['nota'],
                properties: { nota: { type: ['string', 'null'] }, eixos: { type: 'integer' } },
              },
            },
          },
        },
      },
    },
  } as OpenApiDocument);

  it('are null where the input requires a property that takes null, rows included; absent elsewhere', () => {
    expect([...nullOnlyPaths(contract, 'CoisaInput')]).toEqual(['observacao', 'valores.nota']);
  });

  it('are written as nullable in the field declarations', () => {
    const nullOnly = nullOnlyPaths(contract, 'CoisaInput');
    const imports = new ImportSet();
    expect(
      renderField({ name: 'observacao', label: 'Observação', kind: 'text' }, imports, nullOnly),
    ).toContain('nullable: true');
    expect(renderField({ name: 'apelido', label: 'Apelido', kind: 'text' }, imports, nullOnly)).not.toContain(
      'nullable',
    );
    const rows = renderField(
      {
        name: 'valores',
        label: 'Valores',
        kind: 'rows',
        rowFields: [
          { name: 'nota', label: 'Nota', kind: 'text' },
          { name: 'eixos', label: 'Eixos', kind: 'integer' },
        ],
      },
      imports,
      nullOnly,
    );
    expect(rows).toContain("{ name: 'nota', label: 'Nota', kind: 'text', nullable: true }");
    expect(rows).toContain("{ name: 'eixos', label: 'Eixos', kind: 'integer' }");
  });
});
