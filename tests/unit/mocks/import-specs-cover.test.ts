import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { IMPORT_SPECS } from '@mocks/handlers/import-specs';
import { resourceDefinitions } from '@mocks/resources';

/**
 * Each import's spreadsheet (mocks/handlers/import-specs.ts) has a column for every field its resource's
 * create body requires (the contract's, as orval generated it): a field the contract makes required is
 * named here the day it is added, not when an import starts refusing every row.
 */

/** The fields a body requires: those its schema refuses to leave out. */
function requiredFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) throw new Error('the create body is not an object schema');
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
}

describe("the imports' spreadsheets", () => {
  for (const spec of IMPORT_SPECS.filter((candidate) => candidate.mode !== 'valores')) {
    it(`${spec.path}: a column for every field the create body of ${spec.recurso} requires`, () => {
      const body = resourceDefinitions[spec.recurso].createBody as z.ZodType;
      // A column fills its field, or (errorFields) the fields it stands for: the city's IBGE code, its id.
      const filled = new Set(
        spec.columns.flatMap((column) =>
          [column.field, ...(column.errorFields ?? [])].map((path) => path.split('.')[0]),
        ),
      );
      expect(requiredFields(body).filter((field) => !filled.has(field))).toEqual([]);
    });
  }

  it('would name a required field the spreadsheet lacks', () => {
    const body = resourceDefinitions.cidades.createBody as z.ZodType;
    expect(requiredFields(body)).toEqual(expect.arrayContaining(['nome', 'codigoIbge', 'uf']));
  });
});
