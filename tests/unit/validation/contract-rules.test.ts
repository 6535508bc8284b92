import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isValidPhone } from '@/lib/validation/br-rules';
import { contractRules, ruleMessage } from '@/lib/validation/contract-rules';
import { ROOT } from '../codegen/support';

const document = parse(readFileSync(`${ROOT}generated/openapi.yaml`, 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, { pattern: string }> }> };
};

describe('the contract rules registry', () => {
  it('keeps the product’s messages', () => {
    expect(contractRules['ibge-digito-verificador'].message).toBe('Código inválido');
    expect(contractRules['plano-modulo-basico'].message).toBe('O módulo básico deve ser selecionado');
  });

  it('checks the IBGE check digit, its exceptions too', () => {
    expect(ruleMessage('ibge-digito-verificador', '3550308')).toBeUndefined();
    expect(ruleMessage('ibge-digito-verificador', '2201919')).toBeUndefined();
    expect(ruleMessage('ibge-digito-verificador', '3550307')).toBe('Código inválido');
  });

  it('checks BASICO among a plan’s modules, by code or module', () => {
    expect(ruleMessage('plano-modulo-basico', ['CTE', 'BASICO'])).toBeUndefined();
    expect(ruleMessage('plano-modulo-basico', [{ codigo: 'BASICO' }])).toBeUndefined();
    expect(ruleMessage('plano-modulo-basico', [{ codigo: 'CTE' }])).toBe(
      'O módulo básico deve ser selecionado',
    );
  });
});

describe('the phone pattern of the contract', () => {
  // The app checks a phone with isValidPhone; the contract states the same rule as a pattern (JSON Schema
  // can say it), which the mock API applies through the generated zod: both must take the same numbers.
  const pattern = new RegExp(document.components.schemas.Telefone.properties.numero.pattern);

  it('takes exactly the digits the app’s isValidPhone takes', () => {
    const differ: string[] = [];
    for (let ddd = 0; ddd < 100; ddd++) {
      for (let first = 0; first < 10; first++) {
        for (const rest of ['', '1234567', '12345678', '123456789']) {
          const numero = `${String(ddd).padStart(2, '0')}${first}${rest}`;
          if (pattern.test(numero) !== isValidPhone(numero)) differ.push(numero);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});
