import { normalizeSearchText } from '@/lib/format/search-text';

/**
 * Whether a section's title already names its only field ('Endereço' holding the 'Endereço'
 * sub-form, 'Ações' holding the 'Ações' rows): then the field's own label or legend is kept for
 * assistive technology only, so the same words never show twice, one above the other.
 */
export function titleNamesOnlyField(title: string, fields: readonly { label: string }[]): boolean {
  return (
    fields.length === 1 && title !== '' && normalizeSearchText(title) === normalizeSearchText(fields[0].label)
  );
}
