/**
 * Inscrição Estadual (IE) by UF. 'ISENTO' (exempt) is accepted for every UF. Every UF's number is checked
 * with its check digits, by the SINTEGRA algorithms (ie-north, ie-northeast, ie-central-west and
 * ie-south-southeast). Masks (. / - and spaces) are ignored.
 */
import { isValidUf, type Uf } from './br-rules';
import { isValidIeDf, isValidIeGo, isValidIeMs, isValidIeMt } from './ie-central-west';
import {
  isValidIeAc,
  isValidIeAm,
  isValidIeAp,
  isValidIePa,
  isValidIeRo,
  isValidIeRr,
  isValidIeTo,
} from './ie-north';
import {
  isValidIeAl,
  isValidIeBa,
  isValidIeCe,
  isValidIeMa,
  isValidIePb,
  isValidIePe,
  isValidIePi,
  isValidIeRn,
  isValidIeSe,
} from './ie-northeast';
import {
  isValidIeEs,
  isValidIeMg,
  isValidIePr,
  isValidIeRj,
  isValidIeRs,
  isValidIeSc,
  isValidIeSp,
} from './ie-south-southeast';

/** The word that stands for an exempt taxpayer. */
export const IE_EXEMPT = 'ISENTO';

/** The check-digit rule of each of the 27 UFs (a missing UF is a type error). */
const CHECK_DIGIT_RULES: Record<Uf, (ie: string) => boolean> = {
  AC: isValidIeAc,
  AL: isValidIeAl,
  AM: isValidIeAm,
  AP: isValidIeAp,
  BA: isValidIeBa,
  CE: isValidIeCe,
  DF: isValidIeDf,
  ES: isValidIeEs,
  GO: isValidIeGo,
  MA: isValidIeMa,
  MG: isValidIeMg,
  MS: isValidIeMs,
  MT: isValidIeMt,
  PA: isValidIePa,
  PB: isValidIePb,
  PE: isValidIePe,
  PI: isValidIePi,
  PR: isValidIePr,
  RJ: isValidIeRj,
  RN: isValidIeRn,
  RO: isValidIeRo,
  RR: isValidIeRr,
  RS: isValidIeRs,
  SC: isValidIeSc,
  SE: isValidIeSe,
  SP: isValidIeSp,
  TO: isValidIeTo,
};

/** Removes the mask (. / - and spaces) and upper-cases (SP rural producer numbers start with P). */
export function normalizeIe(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** True when the IE is 'ISENTO' (any case, surrounding spaces ignored). */
export function isExemptIe(value: string): boolean {
  return value.trim().toUpperCase() === IE_EXEMPT;
}

/** True for a valid IE of the given UF (masked or not), or 'ISENTO'. An unknown UF makes every IE invalid. */
export function isValidIe(value: string, uf: string): boolean {
  const state = uf.trim().toUpperCase();
  if (!isValidUf(state)) return false;
  if (isExemptIe(value)) return true;
  if (!/^[0-9A-Za-z.\s/-]+$/.test(value)) return false;
  return CHECK_DIGIT_RULES[state as Uf](normalizeIe(value));
}
