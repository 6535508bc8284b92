import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kindDefinition } from '@/kit/kinds/definitions';
import { buildFormSchema } from '@/kit/form/form-schema';
import type { FormSection } from '@/kit';

/**
 * The kind of a CPF alone (a driver's): 'CPF inválido' for a wrong check digit or a CNPJ, where a
 * cpfCnpj field would take the CNPJ and say 'CPF/CNPJ inválido' (issue 36).
 */

const sections: FormSection[] = [
  { title: 'Motorista', fields: [{ name: 'cpf', label: 'CPF', kind: 'cpf', required: true }] },
];
const schema = buildFormSchema(z.object({ cpf: z.string().regex(/^[0-9]{11}$/) }), sections);
const errorOf = (cpf: string) => schema.safeParse({ cpf }).error?.issues[0]?.message;

describe('kind cpf', () => {
  it('takes a CPF with valid check digits, masked or not, and keeps its digits', () => {
    expect(schema.safeParse({ cpf: '529.982.247-25' })).toMatchObject({
      success: true,
      data: { cpf: '52998224725' },
    });
    expect(errorOf('52998224725')).toBeUndefined();
  });

  it("says 'CPF inválido' to a wrong check digit, repeated digits and a CNPJ", () => {
    for (const cpf of ['52998224726', '11111111111', '11222333000181'])
      expect(errorOf(cpf), cpf).toBe('CPF inválido');
    expect(errorOf('')).toBe('Campo obrigatório');
  });

  it('masks as typed (000.000.000-00), digits only, and shows the digits kept', () => {
    const { mask } = kindDefinition('cpf');
    expect(mask?.store('529.982.247-2599')).toBe('52998224725');
    expect(mask?.show('52998224725')).toBe('529.982.247-25');
    expect(mask?.inputMode).toBe('numeric');
  });
});
