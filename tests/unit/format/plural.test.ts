import { describe, expect, it } from 'vitest';
import { plural } from '@/lib/format/plural';

describe('plural (pt-BR)', () => {
  it('takes the singular for one only', () => {
    expect(plural(1, 'linha importada', 'linhas importadas')).toBe('1 linha importada');
    expect(plural(-1, 'dia', 'dias')).toBe('-1 dia');
  });

  it('takes the plural for zero and for more than one', () => {
    expect(plural(0, 'linha importada', 'linhas importadas')).toBe('0 linhas importadas');
    expect(plural(2, 'erro', 'erros')).toBe('2 erros');
  });

  it('groups thousands as pt-BR does', () => {
    expect(plural(1234, 'linha', 'linhas')).toBe('1.234 linhas');
  });
});
