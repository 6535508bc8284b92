/** Builders of what the generated pages write for a kind (KindDisplay): pure strings, for codegen. */
import type { KindContext } from './kind-types';

const FORMAT = '@/lib/format';
const KIT = '@/kit';

/** The raw value. */
export const raw = ({ value }: KindContext) => value;

/** A formatter of src/lib/format/<module> applied to the value. */
export const formatted =
  (module: string, name: string) =>
  ({ value, imports }: KindContext) =>
    `${imports.value(`${FORMAT}/${module}`, name)}(${value})`;

/** A formatter of numbers with the field's fraction digits, when it has them. */
export const formattedNumber =
  (name: string) =>
  ({ value, imports, decimals }: KindContext) =>
    `${imports.value(`${FORMAT}/currency`, name)}(${value}${decimals === undefined ? '' : `, ${decimals}`})`;

/** A list of texts joined by commas. */
export const joined = ({ value }: KindContext) => `${value}?.join(', ')`;

/** A sub-view component of the kit given the value. */
export const kitView =
  (name: string) =>
  ({ value, imports }: KindContext) =>
    `<${imports.value(KIT, name)} value={${value}} />`;
