import { literal } from '../expressions';
import { KIT_KIND_NAMES } from '../field-kinds';
import { TABLES } from './shared';

/** The banner of a file made from the kind folders alone, not from the manifest. */
const KINDS_BANNER =
  '/**\n * generated — do not edit. Source: the folders of src/kit/kinds (npm run generate).\n */';

export const KIND_NAMES_FILE = `${TABLES}/kind-names.ts`;

/**
 * generated/tables/kind-names.ts: the names of the kit's kinds, one per folder of src/kit/kinds, as a
 * list and as the union a form field's `kind` takes, so that a misspelt kind fails tsc.
 */
export function renderKindNames(): string {
  return `${KINDS_BANNER}

/** The kit's field kinds by name: the folders of src/kit/kinds (a resource's own kinds are modules). */
export const KIND_NAMES = ${literal(KIT_KIND_NAMES)} as const;

/** A kind of the kit by name ('text', 'cpfCnpj', 'address'…). */
export type KindName = (typeof KIND_NAMES)[number];
`;
}
