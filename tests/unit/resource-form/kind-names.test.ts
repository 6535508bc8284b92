import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '@generated/tables/kind-names';
import type { FieldKind } from '@/kit';
import type { FormField } from '@/kit/field-types';
import { KIT_KIND_DEFINITIONS } from '@/kit/kinds/definitions';

describe('kind names', () => {
  it('are the names of the kinds the kit finds in its folders, as generated', () => {
    const found = KIT_KIND_DEFINITIONS.map((definition) => definition.name).sort();
    expect([...KIND_NAMES].sort()).toEqual(found);
  });

  it('type a form field: a misspelt kind fails tsc (npm run typecheck checks this file)', () => {
    const field: FormField = { name: 'cnpj', label: 'CNPJ', kind: 'cpfCnpj' };
    // @ts-expect-error 'cnpjj' is no kind of the kit: tsc refuses it here rather than the form at run time.
    const misspelt: FormField = { name: 'cnpj', label: 'CNPJ', kind: 'cnpjj' };
    // @ts-expect-error a kind is a name of the kit's or a resource's kind module, never any string.
    const anyText: FieldKind = 'cnpj'.toUpperCase();
    expect([field.kind, misspelt.kind, anyText]).toEqual(['cpfCnpj', 'cnpjj', 'CNPJ']);
  });
});
