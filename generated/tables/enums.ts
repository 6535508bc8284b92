/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type {
  Crt,
  RegimeTributario,
  SentidoPracaPedagio,
  TipoAmbiente,
  TipoCfop,
  TipoEmissaoCTe,
  TipoEmissaoMDFe,
  TipoFilial,
  TipoPessoa,
  TipoSeguroCarga,
} from '@generated/api/model';
import type { FieldOption } from '@/kit';

export const crtOptions: readonly FieldOption[] = [
  { value: 1, label: 'Simples Nacional' },
  { value: 2, label: 'Simples Nacional, excesso de sublimite de receita bruta' },
  { value: 3, label: 'Regime Normal' },
];
export const crtLabels: Readonly<Record<Crt, string>> = {
  1: 'Simples Nacional',
  2: 'Simples Nacional, excesso de sublimite de receita bruta',
  3: 'Regime Normal',
};

export const tipoFilialOptions: readonly FieldOption[] = [
  { value: 'MATRIZ', label: 'Matriz' },
  { value: 'FILIAL', label: 'Filial' },
];
export const tipoFilialLabels: Readonly<Record<TipoFilial, string>> = { MATRIZ: 'Matriz', FILIAL: 'Filial' };

export const tipoPessoaOptions: readonly FieldOption[] = [
  { value: 'FISICA', label: 'Pessoa física' },
  { value: 'JURIDICA', label: 'Pessoa jurídica' },
];
export const tipoPessoaLabels: Readonly<Record<TipoPessoa, string>> = {
  FISICA: 'Pessoa física',
  JURIDICA: 'Pessoa jurídica',
};

export const regimeTributarioOptions: readonly FieldOption[] = [
  { value: 'SIMPLES_NACIONAL', label: 'Simples Nacional' },
  { value: 'REAL', label: 'Lucro Real' },
  { value: 'PRESUMIDO', label: 'Lucro Presumido' },
];
export const regimeTributarioLabels: Readonly<Record<RegimeTributario, string>> = {
  SIMPLES_NACIONAL: 'Simples Nacional',
  REAL: 'Lucro Real',
  PRESUMIDO: 'Lucro Presumido',
};

export const tipoCfopOptions: readonly FieldOption[] = [
  { value: 'ENTRADA', label: 'Entrada' },
  { value: 'SAIDA', label: 'Saída' },
];
export const tipoCfopLabels: Readonly<Record<TipoCfop, string>> = { ENTRADA: 'Entrada', SAIDA: 'Saída' };

export const cfopPrimeiroDigitoOptions: readonly FieldOption[] = [
  { value: '1', label: 'Entrada estadual (1)' },
  { value: '2', label: 'Entrada interestadual (2)' },
  { value: '3', label: 'Entrada do exterior (3)' },
  { value: '5', label: 'Saída estadual (5)' },
  { value: '6', label: 'Saída interestadual (6)' },
  { value: '7', label: 'Saída para o exterior (7)' },
];
export const cfopPrimeiroDigitoLabels: Readonly<Record<string, string>> = {
  1: 'Entrada estadual (1)',
  2: 'Entrada interestadual (2)',
  3: 'Entrada do exterior (3)',
  5: 'Saída estadual (5)',
  6: 'Saída interestadual (6)',
  7: 'Saída para o exterior (7)',
};

export const tipoSeguroCargaOptions: readonly FieldOption[] = [
  { value: 'RCTR_C', label: 'RCTR-C – Responsabilidade civil do transportador rodoviário' },
  { value: 'RC_DC', label: 'RC-DC – Desaparecimento de carga' },
  { value: 'RC_V', label: 'RC-V – Responsabilidade civil do veículo' },
  { value: 'OUTROS', label: 'Outros' },
];
export const tipoSeguroCargaLabels: Readonly<Record<TipoSeguroCarga, string>> = {
  RCTR_C: 'RCTR-C – Responsabilidade civil do transportador rodoviário',
  RC_DC: 'RC-DC – Desaparecimento de carga',
  RC_V: 'RC-V – Responsabilidade civil do veículo',
  OUTROS: 'Outros',
};

export const sentidoPracaPedagioOptions: readonly FieldOption[] = [
  { value: 'CRESCENTE', label: 'Crescente' },
  { value: 'DECRESCENTE', label: 'Decrescente' },
  { value: 'AMBOS', label: 'Ambos' },
];
export const sentidoPracaPedagioLabels: Readonly<Record<SentidoPracaPedagio, string>> = {
  CRESCENTE: 'Crescente',
  DECRESCENTE: 'Decrescente',
  AMBOS: 'Ambos',
};

export const tipoAmbienteOptions: readonly FieldOption[] = [
  { value: 'PRODUCAO', label: 'Produção' },
  { value: 'HOMOLOGACAO', label: 'Homologação' },
];
export const tipoAmbienteLabels: Readonly<Record<TipoAmbiente, string>> = {
  PRODUCAO: 'Produção',
  HOMOLOGACAO: 'Homologação',
};

export const tipoEmissaoCTeOptions: readonly FieldOption[] = [
  { value: 'NORMAL', label: 'Normal' },
  { value: 'CONTINGENCIA_FSDA', label: 'Contingência FS-DA (formulário de segurança)' },
  { value: 'AUTORIZACAO_SVC_RS', label: 'Autorização pela SVC-RS' },
  { value: 'AUTORIZACAO_SVC_SP', label: 'Autorização pela SVC-SP' },
];
export const tipoEmissaoCTeLabels: Readonly<Record<TipoEmissaoCTe, string>> = {
  NORMAL: 'Normal',
  CONTINGENCIA_FSDA: 'Contingência FS-DA (formulário de segurança)',
  AUTORIZACAO_SVC_RS: 'Autorização pela SVC-RS',
  AUTORIZACAO_SVC_SP: 'Autorização pela SVC-SP',
};

export const tipoEmissaoMDFeOptions: readonly FieldOption[] = [
  { value: 'NORMAL', label: 'Normal' },
  { value: 'CONTINGENCIA_OFFLINE', label: 'Contingência off-line' },
];
export const tipoEmissaoMDFeLabels: Readonly<Record<TipoEmissaoMDFe, string>> = {
  NORMAL: 'Normal',
  CONTINGENCIA_OFFLINE: 'Contingência off-line',
};
