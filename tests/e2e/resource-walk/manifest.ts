import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of codegen/resources.yaml the resource walk reads (the manifest is validated by codegen). */
interface ManifestField {
  name: string;
  label: string;
  kind: string;
  required?: boolean;
}

export interface ManifestResource {
  segment: string;
  singular: string;
  plural: string;
  gender: 'f' | 'm';
  form: { sections: Array<{ title: string; fields: ManifestField[] }> };
}

export const manifestResources: readonly ManifestResource[] = (
  parse(readFileSync(new URL('../../../codegen/resources.yaml', import.meta.url), 'utf8')) as {
    resources: ManifestResource[];
  }
).resources;

/** Kinds whose empty value is a valid one (an unchecked checkbox is false). */
const ALWAYS_FILLED = new Set(['boolean']);

/** The address sub-form's required inputs, empty on a new form (the country starts as Brasil). */
const ADDRESS_REQUIRED = ['CEP', 'Logradouro', 'Número', 'Bairro', 'Cidade'];

/** Labels that must show 'Campo obrigatório' after an empty submit: `group` is the sub-form they sit in. */
export function requiredInputs(resource: ManifestResource): Array<{ label: string; group?: string }> {
  return resource.form.sections.flatMap((section) =>
    section.fields
      .filter((field) => field.required && !ALWAYS_FILLED.has(field.kind))
      .flatMap((field) =>
        field.kind === 'address'
          ? ADDRESS_REQUIRED.map((label) => ({ label, group: field.label }))
          : [{ label: field.label, ...(field.kind === 'rows' ? { group: field.label } : {}) }],
      ),
  );
}

/** 'Nova cidade' / 'Novo banco'. */
export function createLabel(resource: ManifestResource): string {
  return `${resource.gender === 'f' ? 'Nova' : 'Novo'} ${resource.singular}`;
}
