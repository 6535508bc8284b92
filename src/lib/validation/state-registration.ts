/**
 * Inscrição Estadual (IE) by UF. 'ISENTO' (exempt) is accepted for every UF. Check digits follow the
 * SINTEGRA algorithms for SP, MG, RJ, ES, PR, RS, SC, BA, GO, DF, PE, CE, MT, MS, PA and AM; the other
 * UFs are checked by length only. Masks (. / - and spaces) are ignored.
 */
import { isValidUf, type Uf } from './br-rules';
import {
  isValidIeAm,
  isValidIeBa,
  isValidIeCe,
  isValidIeDf,
  isValidIeGo,
  isValidIeMs,
  isValidIeMt,
  isValidIePa,
  isValidIePe,
} from './ie-other-regions';
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

const CHECK_DIGIT_RULES: Partial<Record<Uf, (ie: string) => boolean>> = {
  SP: isValidIeSp,
  MG: isValidIeMg,
  RJ: isValidIeRj,
  ES: isValidIeEs,
  PR: isValidIePr,
  RS: isValidIeRs,
  SC: isValidIeSc,
  BA: isValidIeBa,
  GO: isValidIeGo,
  DF: isValidIeDf,
  PE: isValidIePe,
  CE: isValidIeCe,
  MT: isValidIeMt,
  MS: isValidIeMs,
  PA: isValidIePa,
  AM: isValidIeAm,
};

/** Accepted digit counts for the UFs checked by length only. */
const LENGTHS: Partial<Record<Uf, readonly number[]>> = {
  AC: [13],
  AL: [9],
  AP: [9],
  MA: [9],
  PB: [9],
  PI: [9],
  RN: [9, 10],
  RO: [9, 14],
  RR: [9],
  SE: [9],
  TO: [9, 11],
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
  const ie = normalizeIe(value);
  const rule = CHECK_DIGIT_RULES[state as Uf];
  if (rule) return rule(ie);
  return /^\d+$/.test(ie) && (LENGTHS[state as Uf] ?? []).includes(ie.length);
}
