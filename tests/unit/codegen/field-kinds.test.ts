import { describe, expect, it } from 'vitest';
import { KIT_KIND_DEFINITIONS } from '@/kit/kinds/definitions';
import type { FilterKind } from '@/kit/field-types';
import type { KindDefinition } from '@/kit/kinds/kind-types';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { literal } from '../../../codegen/src/expressions';
import { FIELD_KINDS, KIND_DEFINITIONS, kindRow } from '../../../codegen/src/field-kinds';
import { ImportSet } from '../../../codegen/src/imports';
import { nullOnlyPaths, renderField } from '../../../codegen/src/templates/form';

/*
 * What each kind must be, written out: its empty form value (what a new form or row starts with) and its
 * input in the 'Filtros' drawer (none: not a filter kind). The kit and codegen both read the kinds' folders,
 * so comparing one with the other could not catch a wrong definition; each is compared with this.
 */
/** A blank address: its texts empty, no city and no country chosen. */
const ADDRESS_TEXTS = { cep: '', logradouro: '', numero: '', complemento: '', bairro: '' };
const ADDRESS = { ...ADDRESS_TEXTS, cidadeId: null, paisId: null };
const KIT_KINDS: Record<string, { empty: unknown; filter?: FilterKind }> = {
  address: { empty: ADDRESS },
  boolean: { empty: false, filter: 'boolean' },
  cep: { empty: '' },
  cfop: { empty: '', filter: 'code' },
  code: { empty: '', filter: 'code' },
  cpf: { empty: '', filter: 'code' },
  cpfCnpj: { empty: '', filter: 'text' },
  currency: { empty: null, filter: 'currency' },
  date: { empty: null, filter: 'date' },
  decimal: { empty: null, filter: 'decimal' },
  email: { empty: '', filter: 'text' },
  emails: { empty: [] },
  enum: { empty: null, filter: 'enum' },
  ibge: { empty: '', filter: 'code' },
  ie: { empty: '', filter: 'text' },
  image: { empty: null },
  integer: { empty: null, filter: 'integer' },
  ncm: { empty: '', filter: 'code' },
  notes: { empty: '', filter: 'text' },
  percent: { empty: null, filter: 'decimal' },
  phone: { empty: '' },
  phones: { empty: [] },
  reference: { empty: null, filter: 'reference' },
  references: { empty: [] },
  rows: { empty: [] },
  text: { empty: '', filter: 'text' },
  textarea: { empty: '', filter: 'text' },
  uf: { empty: null, filter: 'uf' },
  upper: { empty: '', filter: 'upper' },
  upperCode: { empty: '', filter: 'upper' },
  url: { empty: '', filter: 'text' },
};
/** The kinds of resource extensions, by the module a generated form page imports them from. */
const EXTENSION_KINDS = {
  actionCodes: { module: '@/resources/permissoes/permission-picker/action-codes-kind', empty: [] },
  modules: { module: '@/resources/planos/module-picker/modules-kind', empty: [] },
};

const sorted = (names: Iterable<string>) => [...names].sort();

describe('field kinds: what codegen and the kit read from the kinds’ folders', () => {
  it('are the kit’s kinds, and for codegen also the resource extensions’ kinds', () => {
    expect(sorted(KIT_KIND_DEFINITIONS.map((definition) => definition.name))).toEqual(
      sorted(Object.keys(KIT_KINDS)),
    );
    expect(sorted(KIND_DEFINITIONS.keys())).toEqual(
      sorted([...Object.keys(KIT_KINDS), ...Object.keys(EXTENSION_KINDS)]),
    );
  });

  it('with each kind’s empty value and filter: the kit’s as values, the generated pages’ as code', () => {
    for (const definition of KIT_KIND_DEFINITIONS) {
      const { empty, filter } = KIT_KINDS[definition.name];
      expect({ name: definition.name, empty: definition.empty, filter: definition.filter }).toEqual({
        name: definition.name,
        empty,
        filter,
      });
      const row = kindRow(definition.name);
      expect({
        name: definition.name,
        empty: row.empty,
        filter: row.filter,
        extension: row.extension,
      }).toEqual({
        name: definition.name,
        empty: literal(empty),
        filter,
        extension: undefined,
      });
    }
  });

  it('hand the extension kinds to the kit as the module the generated form page imports', async () => {
    for (const [name, { module, empty }] of Object.entries(EXTENSION_KINDS)) {
      const row = kindRow(name);
      expect({ name, extension: row.extension, empty: row.empty, filter: row.filter }).toEqual({
        name,
        extension: { module, name: `${name}Kind` },
        empty: literal(empty),
        filter: undefined,
      });
      const imported = ((await import(/* @vite-ignore */ module)) as Record<string, KindDefinition>)[
        `${name}Kind`
      ];
      expect({ name: imported.name, empty: imported.empty, filter: imported.filter }).toEqual({
        name,
        empty,
        filter: undefined,
      });
      expect(FIELD_KINDS).toContain(name);
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
