import type { z } from 'zod';
import { buildFormSchema, type FormValues } from '@/kit/form/form-schema';
import { emptyValueOf, sectionFields } from '@/kit/form/kit-fields';
import { getAtPath, setAtPath } from '@/kit/form/value-path';
import type { FormSection } from '@/kit/kit-types';

/** The form's values of a configuration as the API answers it: the fields' values only, a missing one empty. */
export function configValues(sections: readonly FormSection[], config: unknown): FormValues {
  let values: FormValues = {};
  for (const field of sectionFields(sections)) {
    values = setAtPath(values, field.name, getAtPath(config, field.name) ?? emptyValueOf(field.kind));
  }
  return values;
}

/** The resolver schema of a configuration form: its values → the body to save (pt-BR messages at the fields). */
export function configFormSchema(config: {
  schema: z.ZodType;
  sections: readonly FormSection[];
}): z.ZodType<FormValues, FormValues> {
  return buildFormSchema(config.schema, config.sections);
}
