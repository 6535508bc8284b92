import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_RULE_NAMES } from '@/lib/validation/contract-rules';
import { ruleProblems, ruleUses } from '../../../codegen/src/rule-checks';
import { ROOT } from './support';

const bundled = () => parse(readFileSync(`${ROOT}generated/openapi.yaml`, 'utf8')) as Record<string, unknown>;

/** A small contract: one property per rule, and the root's catalogue. */
function contract(rules: Record<string, unknown>, catalogue: readonly string[]) {
  return {
    'x-regras': { regras: Object.fromEntries(catalogue.map((name) => [name, 'descrição'])) },
    components: {
      schemas: {
        Coisa: {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(rules).map(([property, rule]) => [property, { type: 'string', 'x-regra': rule }]),
          ),
        },
      },
    },
  };
}

describe('the contract’s x-regra against the rule registry (npm run generate)', () => {
  it('finds every rule of the registry carried by the contract, and nothing else', () => {
    expect(ruleProblems(bundled(), CONTRACT_RULE_NAMES)).toEqual([]);
    expect(ruleUses(bundled())).toEqual(
      expect.arrayContaining([
        {
          where: 'components.schemas.CidadeInput.properties.codigoIbge',
          rule: 'ibge-digito-verificador',
        },
        { where: 'components.schemas.ConsultaCep.properties.codigoIbge', rule: 'ibge-digito-verificador' },
        { where: 'components.schemas.PlanoInput.properties.moduloIds', rule: 'plano-modulo-basico' },
      ]),
    );
  });

  it('names a property whose x-regra the registry does not know', () => {
    expect(ruleProblems(contract({ codigo: 'ibge-digito-verificadr' }, ['a']), ['a'])).toContain(
      'components.schemas.Coisa.properties.codigo: x-regra "ibge-digito-verificadr" is not a rule of src/lib/validation/contract-rules.ts (its rules: \'a\'): fix the name or add the rule, its check and its message there',
    );
    const [typo] = ruleProblems(
      contract({ codigo: 'plano-modulo-basic', outro: 'a' }, ['a', 'plano-modulo-basico']),
      ['a', 'plano-modulo-basico'],
    );
    expect(typo).toContain("(did you mean 'plano-modulo-basico'?)");
  });

  it('names a rule of the registry that no property carries', () => {
    expect(ruleProblems(contract({ codigo: 'a' }, ['a', 'b']), ['a', 'b'])).toEqual([
      "src/lib/validation/contract-rules.ts: rule 'b' is carried by no property of the contract: give the property it checks x-regra: b, or remove the rule",
    ]);
  });

  it('keeps the root’s catalogue and the registry the same list', () => {
    expect(ruleProblems(contract({ codigo: 'a', outro: 'b' }, ['a', 'c']), ['a', 'b'])).toEqual([
      "openapi/openapi.yaml x-regras.regras: rule 'b' is not described: add it, in pt-BR, with its message",
      "openapi/openapi.yaml x-regras.regras: 'c' is not a rule of src/lib/validation/contract-rules.ts: remove it or add the rule there",
    ]);
  });
});
