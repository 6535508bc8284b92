import type { FormFieldEntry, ResourceEntry } from './manifest-schema';
import { didYouMean } from './suggest';

type Report = (path: PropertyKey[], message: string) => void;

const COORDINATE_KINDS = new Set(['decimal']);
const NAME_KINDS = new Set(['text', 'upper']);

/**
 * A resource's `map`: latitude and longitude are decimal fields of its form (the locality search fills
 * them; the read model has them under the same names) and fillName a text field of it.
 */
export function checkMap(resource: ResourceEntry, path: PropertyKey[], report: Report): void {
  const { map } = resource;
  if (!map) return;
  const fields = new Map<string, FormFieldEntry>(
    resource.form.sections.flatMap((section) => section.fields).map((field) => [field.name, field]),
  );
  const expect = (key: 'latitude' | 'longitude' | 'fillName', kinds: ReadonlySet<string>) => {
    const fieldName = map[key];
    if (fieldName === undefined) return;
    const field = fields.get(fieldName);
    if (!field)
      report(
        [...path, 'map', key],
        `unknown form field "${fieldName}"${didYouMean(fieldName, fields.keys())}`,
      );
    else if (!kinds.has(field.kind))
      report([...path, 'map', key], `"${fieldName}" must be of kind ${[...kinds].join(' or ')}`);
  };
  expect('latitude', COORDINATE_KINDS);
  expect('longitude', COORDINATE_KINDS);
  expect('fillName', NAME_KINDS);
}
