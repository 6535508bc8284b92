/**
 * The kit's field kinds by name with their input (or sub-form field) component, found in
 * src/kit/kinds/<kind>/index.ts; the form's renderers read them. Rules and values: definitions.ts.
 */
import type { FieldKind } from '@/kit/field-types';
import type { KindModule } from './kind-types';

const found = import.meta.glob<KindModule>('./*/index.ts', { eager: true, import: 'kind' });

const byName = new Map(Object.values(found).map((kind) => [kind.name, kind]));

/** A field's kind with its component. */
export function kindModule(kind: FieldKind): KindModule {
  if (typeof kind !== 'string') return kind;
  const module = byName.get(kind);
  if (!module) throw new Error(`unknown field kind '${kind}' (src/kit/kinds)`);
  return module;
}
