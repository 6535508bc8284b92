import type { LocalityChoice } from './locality-rules';

/**
 * The form fields a locality search fills (manifest `map` of a resource with coordinates): latitude and
 * longitude always, the name field only while it is empty (a name typed by the user is never replaced).
 */
export interface LocalityFill {
  latitude: string;
  longitude: string;
  name?: string;
}

/** Decimal places kept of a chosen coordinate (the forms' latitude / longitude take 6, about 0.1 m). */
export const COORDINATE_DECIMALS = 6;

const roundCoordinate = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

export interface NameField {
  /** The name's current value. */
  value: unknown;
  /** The field upper-cases what is typed (kinds upper, textarea). */
  upper: boolean;
  maxLength?: number;
}

/** The [field, value] pairs a choice sets in the form. */
export function localityFillValues(
  fill: LocalityFill,
  choice: LocalityChoice,
  name?: NameField,
): Array<[string, unknown]> {
  const values: Array<[string, unknown]> = [
    [fill.latitude, roundCoordinate(choice.latitude)],
    [fill.longitude, roundCoordinate(choice.longitude)],
  ];
  const empty = name && (name.value === null || name.value === undefined || String(name.value).trim() === '');
  if (fill.name && empty) {
    const text = name.upper ? choice.nome.toLocaleUpperCase('pt-BR') : choice.nome;
    values.push([fill.name, name.maxLength ? text.slice(0, name.maxLength) : text]);
  }
  return values;
}
