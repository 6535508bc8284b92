/**
 * The body of every multipart call (orval's form-data mutator, orval.config.ts): the contract declares a
 * part that holds an object (a customer's `dados`) as `application/json` (its `encoding`), and a strict
 * backend (Spring's @RequestPart, among others) refuses a JSON part without that type with 415. orval's
 * own code appends such a part as bare text, so each object goes as a Blob of its JSON with its type.
 * Files go as they are, a list once per item under the field's name, yes/no and numbers as text; an
 * absent value (undefined, null) is left out.
 */

/** The type the contract gives a part that holds an object. */
export const JSON_PART_TYPE = 'application/json';

function partOf(value: unknown): Blob | string {
  if (value instanceof Blob) return value;
  if (typeof value === 'object') return new Blob([JSON.stringify(value)], { type: JSON_PART_TYPE });
  return String(value);
}

export function multipartBody<Body extends object>(body: Body): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, partOf(item));
  }
  return formData;
}
