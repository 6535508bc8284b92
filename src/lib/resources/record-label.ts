/** The value at a dotted path of a record ('uf.sigla'), as text; '' when absent. */
function textAt(record: unknown, path: string): string {
  let value: unknown = record;
  for (const key of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value === undefined || value === null ? '' : String(value);
}

/** The first of 'fantasia ?? nome' that has a value. */
function firstValue(record: unknown, alternatives: string): string {
  for (const path of alternatives.split('??')) {
    const text = textAt(record, path.trim());
    if (text !== '') return text;
  }
  return '';
}

/**
 * A record's name by the manifest's label spec (ResourceInfo.recordLabel): a path ('nome') or a template
 * whose {placeholders} are paths or alternatives ('{codigo} - {fantasia ?? nome}').
 */
export function formatRecordLabel(spec: string, record: unknown): string {
  if (!spec.includes('{')) return firstValue(record, spec);
  return spec.replace(/\{([^}]+)\}/g, (_, alternatives: string) => firstValue(record, alternatives)).trim();
}
