/**
 * The contract's rules that JSON Schema cannot say (a check digit, a choice that must hold one record), by
 * the name a property of openapi/ gives them in `x-regra` (the catalogue: `x-regras` of
 * openapi/openapi.yaml; docs/contract.md). Each name has its one check and its one pt-BR message (the
 * product's fixed wording), read by the app's forms (the field kinds, the schemas of schemas-br.ts) and by
 * the mock API's handlers (`ruleRefusal` of mocks/kit/validation.ts), so the two cannot drift apart.
 * `npm run generate` refuses an `x-regra` this registry does not know, and a rule here that no property
 * of the contract carries (codegen/src/rule-checks.ts).
 */
import { validationMessages as m } from '@/lib/messages';
import { isValidIbgeCode } from './br-rules';

/** The module every plan must include. */
export const BASIC_MODULE = 'BASICO';

/** True when the selected modules (codes or objects with `codigo`) include BASICO. */
export function includesBasicModule(modules: readonly (string | { codigo: string })[]): boolean {
  return modules.some((item) => (typeof item === 'string' ? item : item.codigo) === BASIC_MODULE);
}

export interface ContractRule<Value> {
  /** True when the value keeps the rule. */
  check: (value: Value) => boolean;
  /** What the form shows at the field, and what the API answers for it (400). */
  message: string;
}

/** The value each rule checks. */
interface RuleValues {
  'ibge-digito-verificador': string;
  /** The chosen modules' codes (or the modules): a body sends ids, which the API resolves first. */
  'plano-modulo-basico': readonly (string | { codigo: string })[];
}

export type ContractRuleName = keyof RuleValues;

export type RuleValue<N extends ContractRuleName> = RuleValues[N];

export const contractRules: { readonly [N in ContractRuleName]: ContractRule<RuleValues[N]> } = {
  /**
   * A municipality code (7 digits) whose last digit is the IBGE check digit of the first six, or one of the
   * real codes that predate the rule (IBGE_CHECK_DIGIT_EXCEPTIONS).
   */
  'ibge-digito-verificador': { check: isValidIbgeCode, message: m.code },
  /** A plan's modules include BASICO. */
  'plano-modulo-basico': { check: includesBasicModule, message: m.basicModuleRequired },
};

/** Every rule's name, as `x-regra` writes it. */
export const CONTRACT_RULE_NAMES = Object.keys(contractRules) as ContractRuleName[];

/** The rule's message when `value` breaks it, else undefined. */
export function ruleMessage<N extends ContractRuleName>(name: N, value: RuleValue<N>): string | undefined {
  const rule = contractRules[name];
  return rule.check(value) ? undefined : rule.message;
}
