import { describe, expect, it } from 'vitest';
import { labelExpression } from '../../../codegen/src/expressions';

/** Evaluates the generated label code for one record. */
function label(spec: string, record: Record<string, unknown>): string {
  return new Function('record', `return ${labelExpression('record', spec)};`)(record) as string;
}

describe('record label templates', () => {
  it('takes the next alternative when one is missing or blank (a branch without a trade name shows its name)', () => {
    const spec = '{codigo} - {fantasia ?? nome}';
    expect(label(spec, { codigo: '001', fantasia: 'LOJA CENTRO', nome: 'COMERCIO LTDA' })).toBe(
      '001 - LOJA CENTRO',
    );
    expect(label(spec, { codigo: '001', fantasia: '', nome: 'COMERCIO LTDA' })).toBe('001 - COMERCIO LTDA');
    expect(label(spec, { codigo: '001', fantasia: null, nome: 'COMERCIO LTDA' })).toBe('001 - COMERCIO LTDA');
  });

  it('shows nothing for a missing single path instead of "undefined"', () => {
    expect(label('{codigo} - {nome}', { codigo: 0 })).toBe('0 - ');
  });
});
