/**
 * The kit's field kinds by name, as their definitions (pure: rules, normalisation, empty values…),
 * found in src/kit/kinds/<kind>/definition.ts. A form field may also carry a kind of a resource
 * extension as its module instead of a name.
 */
import type { FieldKind } from '@/kit/field-types';
import type { KindDefinition } from './kind-types';

const found = import.meta.glob<KindDefinition>('./*/definition.ts', { eager: true, import: 'definition' });

const byName = new Map(Object.values(found).map((definition) => [definition.name, definition]));

/** Every kind of the kit. */
export const KIT_KIND_DEFINITIONS: readonly KindDefinition[] = [...byName.values()];

/** The definition of a field's kind. */
export function kindDefinition(kind: FieldKind): KindDefinition {
  if (typeof kind !== 'string') return kind;
  const definition = byName.get(kind);
  if (!definition) throw new Error(`unknown field kind '${kind}' (src/kit/kinds)`);
  return definition;
}
