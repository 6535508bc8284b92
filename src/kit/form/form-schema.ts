/**
 * The validation of a resource form: the orval body schema (create or update) with the product's fixed
 * pt-BR validation messages, the Brazilian rules of the field kinds, and the normalisation of the values.
 * The parsed output is the body to send (form-only values removed), plus the image fields and their
 * remove flags.
 */
import { z } from 'zod';
import { kindDefinition } from '@/kit/kinds/definitions';
import type { FormSection } from '@/kit/kit-types';
import { issueMessage } from './form-messages';
import { normalizeFormValues, toBodyValues } from './form-normalize';
import { kindIssues, type FormIssue } from './form-rules';
import { fieldAtPath, sectionFields } from './kit-fields';
import type { KitField } from '@/kit/field-types';
import { getAtPath, setAtPath } from './value-path';

export type FormValues = Record<string, unknown>;

/** Where an issue whose path is no field of the form is reported (a form-level message). */
export const UNKNOWN_FIELD_ERROR = 'root.schema';

/**
 * Path of the flag that says the saved image of an image field must be removed: the field name with
 * 'remove' + its capitalised last segment ('logo' → 'removeLogo', 'dados.logo' → 'dados.removeLogo').
 */
export function imageRemoveFlagPath(name: string): string {
  const segments = name.split('.');
  const last = segments.pop() ?? '';
  return [...segments, `remove${last.charAt(0).toUpperCase()}${last.slice(1)}`].join('.');
}

function pathText(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The body issues (pt-BR messages) of the normalised values, by dotted path. */
function bodyIssues(body: z.ZodType, fields: readonly KitField[], values: unknown): FormIssue[] {
  const parsed = body.safeParse(values, {
    error: (issue) => issueMessage(issue, fieldAtPath(fields, issue.path ?? [])),
  });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
}

/** The body plus the form's image files and their remove flags (sent apart from the JSON data). */
function withImages(data: FormValues, fields: readonly KitField[], values: unknown): FormValues {
  let out = data;
  for (const field of fields) {
    if (!kindDefinition(field.kind).sentAsFilePart) continue;
    const flag = imageRemoveFlagPath(field.name);
    out = setAtPath(out, field.name, getAtPath(values, field.name) ?? null);
    out = setAtPath(out, flag, getAtPath(values, flag) === true);
  }
  return out;
}

/**
 * The resolver schema of a form (zodResolver(buildFormSchema(config.createSchema, config.sections))).
 * Every problem is reported at once: the body schema and the kind rules run side by side; the first
 * message of a path wins (the kind rule's). Issues at a path that is no field of the form are reported
 * at UNKNOWN_FIELD_ERROR as 'path: message'.
 */
export function buildFormSchema(
  bodySchema: z.ZodType,
  sections: readonly FormSection[],
): z.ZodType<FormValues, FormValues> {
  const fields = sectionFields(sections);
  const schema = z.unknown().transform((raw, ctx) => {
    const values = normalizeFormValues(raw, fields);
    const body = toBodyValues(values, fields);
    const seen = new Set<string>();
    const unknown: string[] = [];
    for (const issue of [...kindIssues(fields, values), ...bodyIssues(bodySchema, fields, body)]) {
      if (seen.has(issue.path)) continue;
      seen.add(issue.path);
      if (fieldAtPath(fields, issue.path === '' ? [] : issue.path.split('.'))) {
        ctx.addIssue({
          code: 'custom',
          path: issue.path.split('.'),
          message: issue.message,
          input: getAtPath(values, issue.path),
        });
      } else {
        unknown.push(`${issue.path}: ${issue.message}`);
      }
    }
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: UNKNOWN_FIELD_ERROR.split('.'),
        message: unknown.join('; '),
        input: values,
      });
    }
    if (seen.size > 0) return z.NEVER;
    const parsed = bodySchema.parse(body) as FormValues;
    return withImages(parsed, fields, values);
  });
  return schema as unknown as z.ZodType<FormValues, FormValues>;
}
