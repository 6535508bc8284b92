import { z } from 'zod';
import { CriaCidadeBody } from '@generated/zod/cidades/cidades';
import { CriaFilialBody } from '@generated/zod/filiais/filiais';
import type { FormSection } from '@/kit/kit-types';
import { actionCodesKind } from '@/resources/permissoes/permission-picker/action-codes-kind';

export const citySections: FormSection[] = [
  {
    title: 'Dados',
    fields: [
      { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 120 },
      { name: 'codigoIbge', label: 'Código IBGE', kind: 'ibge', required: true },
      { name: 'uf', label: 'UF', kind: 'uf', required: true },
      { name: 'latitude', label: 'Latitude', kind: 'decimal', decimals: 6 },
      { name: 'longitude', label: 'Longitude', kind: 'decimal', decimals: 6 },
    ],
  },
];
export const cityBody = CriaCidadeBody;

export const branchSections: FormSection[] = [
  {
    title: 'Dados',
    fields: [
      { name: 'codigo', label: 'Código', kind: 'integer', required: true },
      { name: 'nome', label: 'Nome', kind: 'upper', required: true },
      { name: 'fantasia', label: 'Fantasia', kind: 'upper' },
      { name: 'cpfcnpj', label: 'CPF/CNPJ', kind: 'cpfCnpj', required: true },
      { name: 'ie', label: 'IE', kind: 'ie', ufField: 'endereco.uf' },
      {
        name: 'tipo',
        label: 'Tipo',
        kind: 'enum',
        required: true,
        options: [
          { value: 'MATRIZ', label: 'Matriz' },
          { value: 'FILIAL', label: 'Filial' },
        ],
      },
      {
        name: 'tipoPessoa',
        label: 'Pessoa',
        kind: 'enum',
        required: true,
        options: [
          { value: 'FISICA', label: 'Física' },
          { value: 'JURIDICA', label: 'Jurídica' },
        ],
      },
      {
        name: 'regimeTributario',
        label: 'Regime',
        kind: 'enum',
        required: true,
        options: [
          { value: 'SIMPLES_NACIONAL', label: 'Simples' },
          { value: 'REAL', label: 'Real' },
          { value: 'PRESUMIDO', label: 'Presumido' },
        ],
      },
      {
        name: 'crt',
        label: 'CRT',
        kind: 'enum',
        required: true,
        options: [
          { value: 1, label: '1' },
          { value: 2, label: '2' },
          { value: 3, label: '3' },
        ],
      },
      { name: 'empresaId', label: 'Cliente', kind: 'reference', required: true },
    ],
  },
  { title: 'Endereço', fields: [{ name: 'endereco', label: 'Endereço', kind: 'address', required: true }] },
  {
    title: 'Contatos',
    fields: [
      { name: 'telefones', label: 'Telefones', kind: 'phones' },
      { name: 'emails', label: 'E-mails', kind: 'emails' },
    ],
  },
];
export const branchBody = CriaFilialBody;

export function validBranch() {
  return {
    codigo: 7,
    nome: ' filial centro ',
    fantasia: '',
    cpfcnpj: '11.222.333/0001-81',
    ie: '110.042.490.114',
    tipo: 'FILIAL',
    tipoPessoa: 'JURIDICA',
    regimeTributario: 'REAL',
    crt: 3,
    empresaId: 1,
    endereco: {
      cep: '01001-000',
      logradouro: 'praça da sé',
      numero: '10',
      complemento: '',
      bairro: 'sé',
      cidadeId: 5,
      paisId: 1,
      uf: 'SP',
    },
    telefones: [{ tipo: 'CELULAR', numero: '(11) 98765-4321', operadora: ' vivo ', observacao: '' }],
    emails: [{ enderecoEmail: ' contato@empresa.com.br ', nome: 'financeiro' }],
  };
}

/** A synthetic body with the kinds the real bodies above do not use. */
export const kindsBody = z.object({
  email: z.email(),
  site: z.string().nullish(),
  banco: z.string().regex(/^[0-9]{3}$/),
  modulo: z.string().regex(/^[A-Z0-9_]+$/),
  ncm: z.string().regex(/^[0-9]{8}$/),
  cfop: z.string().regex(/^[0-9]{4}$/),
  vigencia: z.iso.date(),
  valor: z.number().gt(0),
  aliquota: z.number().min(0).max(100),
  observacao: z.string().max(300).nullable(),
  ativoPadrao: z.boolean(),
  modulos: z.array(z.int()).min(1),
  acoes: z.array(z.string()),
  valores: z.array(z.object({ eixos: z.int().min(1).max(9), valor: z.number().min(0) })).optional(),
});

export const kindsSections: FormSection[] = [
  {
    title: 'Tudo',
    fields: [
      { name: 'email', label: 'E-mail', kind: 'email', required: true },
      { name: 'site', label: 'Site', kind: 'url' },
      { name: 'banco', label: 'Banco', kind: 'code', length: 3, required: true },
      { name: 'modulo', label: 'Módulo', kind: 'upperCode', required: true },
      { name: 'ncm', label: 'NCM', kind: 'ncm', required: true },
      { name: 'cfop', label: 'CFOP', kind: 'cfop', required: true },
      { name: 'vigencia', label: 'Vigência', kind: 'date', required: true },
      { name: 'valor', label: 'Valor', kind: 'currency', required: true },
      { name: 'aliquota', label: 'Alíquota', kind: 'percent', required: true },
      { name: 'observacao', label: 'Observação', kind: 'textarea', maxLength: 300, nullable: true },
      { name: 'ativoPadrao', label: 'Ativo', kind: 'boolean' },
      { name: 'modulos', label: 'Módulos', kind: 'references', required: true },
      { name: 'acoes', label: 'Ações', kind: actionCodesKind },
      {
        name: 'valores',
        label: 'Valores',
        kind: 'rows',
        maxRows: 2,
        rowFields: [
          { name: 'eixos', label: 'Eixos', kind: 'integer', required: true },
          { name: 'valor', label: 'Valor', kind: 'currency', required: true },
        ],
      },
      { name: 'logo', label: 'Logo', kind: 'image' },
    ],
  },
];

export function validKinds() {
  return {
    email: 'ana@empresa.com.br',
    site: '',
    banco: '001',
    modulo: 'basico',
    ncm: '8471.30.12',
    cfop: '5.102',
    vigencia: '2024-03-05',
    valor: 10.5,
    aliquota: 0,
    observacao: '  texto livre ',
    ativoPadrao: true,
    modulos: [1],
    acoes: ['CON_CID'],
    valores: [{ eixos: 2, valor: 3.4 }],
    logo: null,
  };
}
