import { describe, expect, it } from 'vitest';
import { buildFormSchema, imageRemoveFlagPath, UNKNOWN_FIELD_ERROR } from '@/kit/form/form-schema';
import { z } from 'zod';
import {
  branchBody,
  branchSections,
  cityBody,
  citySections,
  kindsBody,
  kindsSections,
  validBranch,
  validKinds,
} from './fixtures';

/** path → message of every issue (the first per path, as the form shows it). */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const city = buildFormSchema(cityBody, citySections);
const branch = buildFormSchema(branchBody, branchSections);
const kinds = buildFormSchema(kindsBody, kindsSections);

describe('buildFormSchema: required fields', () => {
  it('an empty city form gives "Campo obrigatório" at each required field and nothing at optional ones', () => {
    expect(errorsOf(city, { nome: '  ', codigoIbge: '', uf: null, latitude: null, longitude: null })).toEqual(
      {
        nome: 'Campo obrigatório',
        codigoIbge: 'Campo obrigatório',
        uf: 'Campo obrigatório',
      },
    );
  });

  it('an empty branch form reports the nested required fields of the address at their paths', () => {
    const empty = {
      codigo: null,
      nome: '',
      fantasia: '',
      cpfcnpj: '',
      ie: '',
      tipo: null,
      tipoPessoa: null,
      regimeTributario: null,
      crt: null,
      empresaId: null,
      endereco: {
        cep: '',
        logradouro: '',
        numero: '',
        complemento: '',
        bairro: '',
        cidadeId: null,
        paisId: null,
        uf: '',
      },
      telefones: [{ tipo: null, numero: '', operadora: '', observacao: '' }],
      emails: [{ enderecoEmail: '', nome: '' }],
    };
    expect(errorsOf(branch, empty)).toEqual({
      codigo: 'Campo obrigatório',
      nome: 'Campo obrigatório',
      cpfcnpj: 'Campo obrigatório',
      tipo: 'Campo obrigatório',
      tipoPessoa: 'Campo obrigatório',
      regimeTributario: 'Campo obrigatório',
      crt: 'Campo obrigatório',
      empresaId: 'Campo obrigatório',
      'endereco.cep': 'Campo obrigatório',
      'endereco.logradouro': 'Campo obrigatório',
      'endereco.numero': 'Campo obrigatório',
      'endereco.bairro': 'Campo obrigatório',
      'endereco.cidadeId': 'Campo obrigatório',
      'endereco.paisId': 'Campo obrigatório',
      'telefones.0.tipo': 'Campo obrigatório',
      'telefones.0.numero': 'Campo obrigatório',
      'emails.0.enderecoEmail': 'Campo obrigatório',
    });
  });

  it('an empty list of a required references field is "Campo obrigatório"', () => {
    expect(errorsOf(kinds, { ...validKinds(), modulos: [] })).toEqual({ modulos: 'Campo obrigatório' });
  });
});

describe('buildFormSchema: normalisation and output', () => {
  it('outputs the body: trimmed, upper-cased, unmasked, blanks as the body expects, form-only UF dropped', () => {
    const result = branch.parse(validBranch());
    expect(result).toEqual({
      codigo: 7,
      nome: 'FILIAL CENTRO',
      fantasia: undefined,
      cpfcnpj: '11222333000181',
      ie: '110042490114',
      tipo: 'FILIAL',
      tipoPessoa: 'JURIDICA',
      regimeTributario: 'REAL',
      crt: 3,
      empresaId: 1,
      endereco: {
        cep: '01001000',
        logradouro: 'PRAÇA DA SÉ',
        numero: '10',
        complemento: undefined,
        bairro: 'SÉ',
        cidadeId: 5,
        paisId: 1,
      },
      telefones: [{ tipo: 'CELULAR', numero: '11987654321', operadora: 'VIVO', observacao: undefined }],
      emails: [{ enderecoEmail: 'contato@empresa.com.br', nome: 'FINANCEIRO' }],
    });
  });

  it('turns a blank nullable-only value into null and keeps the image with its remove flag', () => {
    const result = kinds.parse({ ...validKinds(), observacao: '   ', removeLogo: true });
    expect(result.observacao).toBeNull();
    expect(result.site).toBeUndefined();
    expect(result.modulo).toBe('BASICO');
    expect(result.ncm).toBe('84713012');
    expect(result.cfop).toBe('5102');
    expect(result.logo).toBeNull();
    expect(result.removeLogo).toBe(true);
    expect(imageRemoveFlagPath('dados.logo')).toBe('dados.removeLogo');
  });

  it('upper-cases textarea text', () => {
    expect(kinds.parse(validKinds()).observacao).toBe('TEXTO LIVRE');
  });
});

describe('buildFormSchema: messages of each kind', () => {
  it.each([
    ['email', { email: 'ana@' }, 'E-mail inválido'],
    ['banco', { banco: '01' }, 'Código inválido'],
    ['modulo', { modulo: 'com espaço' }, 'Código inválido'],
    ['ncm', { ncm: '8471.30' }, 'Código inválido'],
    ['cfop', { cfop: '4.102' }, 'Código inválido'],
    ['vigencia', { vigencia: '2024-02-30' }, 'Data inválida'],
    ['valor', { valor: 0 }, 'Deve ser maior que zero'],
    ['aliquota', { aliquota: -1 }, 'Deve ser maior ou igual a zero'],
    ['aliquota', { aliquota: 100.5 }, 'Deve ser menor ou igual a 100'],
    ['observacao', { observacao: 'x'.repeat(301) }, 'Máximo 300 caracteres'],
    [
      'valores.1.eixos',
      {
        valores: [
          { eixos: 2, valor: 1 },
          { eixos: 10, valor: 1 },
        ],
      },
      'Deve ser menor ou igual a 9',
    ],
    ['valores.0.valor', { valores: [{ eixos: 2, valor: null }] }, 'Campo obrigatório'],
    [
      'valores',
      {
        valores: [
          { eixos: 1, valor: 1 },
          { eixos: 2, valor: 1 },
          { eixos: 3, valor: 1 },
        ],
      },
      'Máximo 2 itens',
    ],
  ])('%s: %j → %s', (path, change, message) => {
    expect(errorsOf(kinds, { ...validKinds(), ...change })).toEqual({ [path]: message });
  });

  it.each([
    ['uf', { uf: 'XX' }, 'UF inválida'],
    ['codigoIbge', { codigoIbge: '3550309' }, 'Código inválido'],
    ['codigoIbge', { codigoIbge: '355030' }, 'Código inválido'],
    ['nome', { nome: 'x'.repeat(121) }, 'Máximo 120 caracteres'],
    ['latitude', { latitude: -91 }, 'Deve ser maior ou igual a -90'],
  ])('city %s: %j → %s', (path, change, message) => {
    const valid = { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP', latitude: null, longitude: null };
    expect(errorsOf(city, { ...valid, ...change })).toEqual({ [path]: message });
  });

  it('a uf field that is not an enum in the body still gets "UF inválida"', () => {
    const schema = buildFormSchema(z.object({ uf: z.string() }), [
      { title: '', fields: [{ name: 'uf', label: 'UF', kind: 'uf', required: true }] },
    ]);
    expect(errorsOf(schema, { uf: 'ZZ' })).toEqual({ uf: 'UF inválida' });
    expect(schema.parse({ uf: ' sp ' })).toEqual({ uf: 'SP' });
  });

  it('an option outside the enum is "Opção inválida"', () => {
    expect(errorsOf(branch, { ...validBranch(), tipo: 'SEDE', crt: 4 })).toEqual({
      tipo: 'Opção inválida',
      crt: 'Opção inválida',
    });
  });

  it('the branch nested paths: CEP, phone, e-mail', () => {
    const values = validBranch();
    values.endereco.cep = '0100100';
    values.telefones = [
      values.telefones[0],
      { tipo: 'FIXO', numero: '(11) 3456-789', operadora: '', observacao: '' },
    ];
    values.emails[0].enderecoEmail = 'sem-arroba';
    expect(errorsOf(branch, values)).toEqual({
      'endereco.cep': 'CEP inválido',
      'telefones.1.numero': 'Telefone inválido',
      'emails.0.enderecoEmail': 'E-mail inválido',
    });
  });
});

describe('buildFormSchema: phones', () => {
  const withPhone = (numero: string) => ({
    ...validBranch(),
    telefones: [
      {
        tipo: numero.replace(/\D/g, '').length === 11 ? 'CELULAR' : 'FIXO',
        numero,
        operadora: '',
        observacao: '',
      },
    ],
  });

  it.each(['(82) 99876-5432', '82998765432', '(82) 3234-5678', '(11) 98765-4321', '(99) 3234-5678'])(
    'accepts %s (a DDD in use, a mobile of 11 digits or a landline of 10)',
    (numero) => {
      const sent = branch.parse(withPhone(numero)) as { telefones: Array<{ numero: string }> };
      expect(sent.telefones[0].numero).toBe(numero.replace(/\D/g, ''));
    },
  );

  it.each(['(20) 99876-5432', '(23) 3234-5678', '(00) 99876-5432', '(10) 3234-5678', '(90) 99876-5432'])(
    'refuses %s: no such DDD',
    (numero) =>
      expect(errorsOf(branch, withPhone(numero))).toEqual({ 'telefones.0.numero': 'Telefone inválido' }),
  );

  it.each(['(82) 89876-5432', '(82) 9876-5432', '(82) 7234-5678', '(82) 3234-567'])(
    'refuses %s: neither a mobile (9 and 8 digits) nor a landline (2–5 and 7 digits)',
    (numero) =>
      expect(errorsOf(branch, withPhone(numero))).toEqual({ 'telefones.0.numero': 'Telefone inválido' }),
  );
});

describe('buildFormSchema: CPF/CNPJ and IE', () => {
  it.each(['529.982.247-25', '52998224725', '11.222.333/0001-81', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'accepts the CPF/CNPJ %s (numeric or alphanumeric, masked or not)',
    (cpfcnpj) => expect(branch.safeParse({ ...validBranch(), cpfcnpj }).success).toBe(true),
  );

  it('sends the alphanumeric CNPJ upper-cased and unmasked', () => {
    expect(branch.parse({ ...validBranch(), cpfcnpj: '12.abc.345/01de-35' }).cpfcnpj).toBe('12ABC34501DE35');
  });

  it.each(['529.982.247-24', '11.222.333/0001-82', '12.ABC.345/01DE-36', '123'])(
    'refuses the CPF/CNPJ %s with "CPF/CNPJ inválido"',
    (cpfcnpj) =>
      expect(errorsOf(branch, { ...validBranch(), cpfcnpj })).toEqual({ cpfcnpj: 'CPF/CNPJ inválido' }),
  );

  it('checks the IE against the UF of the address; ISENTO is accepted; no UF, no check', () => {
    const sp = validBranch();
    expect(errorsOf(branch, { ...sp, ie: '110.042.490.115' })).toEqual({ ie: 'IE inválida' });
    expect(branch.parse({ ...sp, ie: 'isento' }).ie).toBe('ISENTO');
    const mg = { ...sp, endereco: { ...sp.endereco, uf: 'MG' } };
    expect(errorsOf(branch, mg)).toEqual({ ie: 'IE inválida' });
    expect(branch.safeParse({ ...mg, ie: '062.307.904/0081' }).success).toBe(true);
    const al = { ...sp, endereco: { ...sp.endereco, uf: 'AL' } };
    expect(errorsOf(branch, { ...al, ie: '24.000.004-9' })).toEqual({ ie: 'IE inválida' });
    expect(branch.parse({ ...al, ie: '24.000.004-8' }).ie).toBe('240000048');
    const noUf = { ...sp, endereco: { ...sp.endereco, uf: '' } };
    expect(branch.safeParse({ ...noUf, ie: '110.042.490.115' }).success).toBe(true);
  });
});

describe('buildFormSchema: issues outside the form', () => {
  it('reports a body issue whose path is no form field as one form-level message', () => {
    const schema = buildFormSchema(z.object({ nome: z.string(), ativo: z.boolean() }), [
      { title: '', fields: [{ name: 'nome', label: 'Nome', kind: 'text' }] },
    ]);
    const result = schema.safeParse({ nome: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: UNKNOWN_FIELD_ERROR.split('.'), message: 'ativo: Campo obrigatório' }),
    ]);
  });
});
