/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type {
  AliquotaIcms,
  AliquotaSeguro,
  Banco,
  Cfop,
  Cidade,
  Empresa,
  Filial,
  Modulo,
  Ncm,
  Pais,
  Permissao,
  Plano,
  PracaPedagio,
  Rotina,
  RotinaFrontEnd,
  Servidor,
  Unidade,
  Usuario,
} from '@generated/api/model';
import {
  crtLabels,
  regimeTributarioLabels,
  sentidoPracaPedagioLabels,
  tipoCfopLabels,
  tipoFilialLabels,
  tipoSeguroCargaLabels,
} from '@generated/tables/enums';
import {
  AlteraAliquotaIcmsBody,
  BuscaAliquotaIcmsResponse,
  CriaAliquotaIcmsBody,
  ListaAliquotasIcmsQueryParams,
} from '@generated/zod/aliquotas-icms/aliquotas-icms';
import {
  AlteraAliquotaSeguroBody,
  BuscaAliquotaSeguroResponse,
  CriaAliquotaSeguroBody,
  ListaAliquotasSegurosQueryParams,
} from '@generated/zod/aliquotas-seguros/aliquotas-seguros';
import {
  AlteraBancoBody,
  BuscaBancoResponse,
  CriaBancoBody,
  ListaBancosQueryParams,
} from '@generated/zod/bancos/bancos';
import {
  AlteraCfopBody,
  BuscaCfopResponse,
  CriaCfopBody,
  ListaCfopsQueryParams,
} from '@generated/zod/cfops/cfops';
import {
  AlteraCidadeBody,
  BuscaCidadeResponse,
  CriaCidadeBody,
  ListaCidadesQueryParams,
} from '@generated/zod/cidades/cidades';
import {
  AlteraEmpresaBody,
  BuscaEmpresaResponse,
  CriaEmpresaBody,
  ListaEmpresasQueryParams,
} from '@generated/zod/empresas/empresas';
import {
  AlteraFilialBody,
  BuscaFilialResponse,
  CriaFilialBody,
  ListaFiliaisQueryParams,
} from '@generated/zod/filiais/filiais';
import {
  AlteraModuloBody,
  BuscaModuloResponse,
  CriaModuloBody,
  ListaModulosQueryParams,
} from '@generated/zod/modulos/modulos';
import { AlteraNcmBody, BuscaNcmResponse, CriaNcmBody, ListaNcmsQueryParams } from '@generated/zod/ncms/ncms';
import {
  AlteraPaisBody,
  BuscaPaisResponse,
  CriaPaisBody,
  ListaPaisesQueryParams,
} from '@generated/zod/paises/paises';
import {
  AlteraPermissaoBody,
  BuscaPermissaoResponse,
  CriaPermissaoBody,
  ListaPermissoesQueryParams,
} from '@generated/zod/permissoes/permissoes';
import {
  AlteraPlanoBody,
  BuscaPlanoResponse,
  CriaPlanoBody,
  ListaPlanosQueryParams,
} from '@generated/zod/planos/planos';
import {
  AlteraPracaPedagioBody,
  BuscaPracaPedagioResponse,
  CriaPracaPedagioBody,
  ListaPracasPedagioQueryParams,
} from '@generated/zod/praca-pedagio/praca-pedagio';
import {
  AlteraRotinaFrontEndBody,
  BuscaRotinaFrontEndResponse,
  CriaRotinaFrontEndBody,
  ListaRotinasFrontEndQueryParams,
} from '@generated/zod/rotinas-front-end/rotinas-front-end';
import {
  AlteraRotinaBody,
  BuscaRotinaResponse,
  CriaRotinaBody,
  ListaRotinasQueryParams,
} from '@generated/zod/rotinas/rotinas';
import {
  AlteraServidorBody,
  BuscaServidorResponse,
  CriaServidorBody,
  ListaServidoresQueryParams,
} from '@generated/zod/servidores/servidores';
import {
  AlteraUnidadeBody,
  BuscaUnidadeResponse,
  CriaUnidadeBody,
  ListaUnidadesQueryParams,
} from '@generated/zod/unidades/unidades';
import {
  AlteraUsuarioBody,
  BuscaUsuarioResponse,
  CriaUsuarioBody,
  ListaUsuariosQueryParams,
} from '@generated/zod/usuarios/usuarios';

export const empresasMock = {
  recurso: 'empresas',
  label: 'Clientes',
  singular: 'Cliente',
  gender: 'm',
  permission: 'EMP',
  defaultSort: 'nome,asc',
  listQuery: ListaEmpresasQueryParams,
  createBody: CriaEmpresaBody,
  updateBody: AlteraEmpresaBody,
  readModel: BuscaEmpresaResponse,
  columns: [
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'cpfcnpj', header: 'CPF/CNPJ', kind: 'cpfCnpj' },
    { field: 'ie', header: 'Inscrição estadual', kind: 'ie' },
    { field: 'plano.descricao', header: 'Plano', kind: 'text' },
    { field: 'servidor.nome', header: 'Servidor', kind: 'text' },
    { field: 'acessoLimitado', header: 'Acesso limitado', kind: 'boolean' },
    { field: 'endereco.cidade.nome', header: 'Cidade', kind: 'text' },
  ],
  filters: [
    { name: 'acessoLimitado', field: 'acessoLimitado', match: 'equals' },
    { name: 'planoId', field: 'planoId', match: 'equals' },
    { name: 'servidorId', field: 'servidorId', match: 'equals' },
  ],
  fields: {
    nome: 'upper',
    cpfcnpj: 'cpfCnpj',
    ie: 'ie',
    planoId: 'reference',
    servidorId: 'reference',
    acessoLimitado: 'boolean',
    endereco: 'address',
    telefones: 'phones',
    emails: 'emails',
  },
  references: { planoId: 'planos', servidorId: 'servidores' },
} as const;

export const planosMock = {
  recurso: 'planos',
  label: 'Planos',
  singular: 'Plano',
  gender: 'm',
  permission: 'PLANO',
  defaultSort: 'descricao,asc',
  listQuery: ListaPlanosQueryParams,
  createBody: CriaPlanoBody,
  updateBody: AlteraPlanoBody,
  readModel: BuscaPlanoResponse,
  columns: [
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'valor', header: 'Valor mensal', kind: 'currency' },
    { field: 'modulos[].descricao', header: 'Módulos', kind: 'list' },
  ],
  filters: [
    { name: 'valorMinimo', field: 'valor', match: 'atLeast' },
    { name: 'valorMaximo', field: 'valor', match: 'atMost' },
    { name: 'moduloId', field: 'moduloId', match: 'equals' },
  ],
  fields: { descricao: 'upper', valor: 'currency', moduloIds: 'modules' },
  references: {},
} as const;

export const filiaisMock = {
  recurso: 'filiais',
  label: 'Filiais',
  singular: 'Filial',
  gender: 'f',
  permission: 'FIL',
  defaultSort: 'nome,asc',
  listQuery: ListaFiliaisQueryParams,
  createBody: CriaFilialBody,
  updateBody: AlteraFilialBody,
  readModel: BuscaFilialResponse,
  columns: [
    { field: 'empresa.nome', header: 'Cliente', kind: 'text' },
    { field: 'codigo', header: 'Código', kind: 'integer' },
    { field: 'nome', header: 'Razão social ou nome', kind: 'text' },
    { field: 'fantasia', header: 'Nome fantasia', kind: 'text' },
    { field: 'cpfcnpj', header: 'CPF/CNPJ', kind: 'cpfCnpj' },
    { field: 'ie', header: 'Inscrição estadual', kind: 'ie' },
    { field: 'tipo', header: 'Tipo', kind: 'enum', labels: tipoFilialLabels },
    { field: 'regimeTributario', header: 'Regime tributário', kind: 'enum', labels: regimeTributarioLabels },
    { field: 'crt', header: 'CRT', kind: 'enum', labels: crtLabels },
    { field: 'endereco.cidade.nome', header: 'Cidade', kind: 'text' },
  ],
  filters: [{ name: 'empresaId', field: 'empresaId', match: 'equals' }],
  fields: {
    empresaId: 'reference',
    codigo: 'integer',
    nome: 'upper',
    fantasia: 'upper',
    tipo: 'enum',
    tipoPessoa: 'enum',
    cpfcnpj: 'cpfCnpj',
    ie: 'ie',
    regimeTributario: 'enum',
    crt: 'enum',
    endereco: 'address',
    telefones: 'phones',
    emails: 'emails',
  },
  references: { empresaId: 'empresas' },
} as const;

export const unidadesMock = {
  recurso: 'unidades',
  label: 'Unidades',
  singular: 'Unidade',
  gender: 'f',
  permission: 'UNI',
  defaultSort: 'nome,asc',
  listQuery: ListaUnidadesQueryParams,
  createBody: CriaUnidadeBody,
  updateBody: AlteraUnidadeBody,
  readModel: BuscaUnidadeResponse,
  columns: [
    { field: 'empresa.nome', header: 'Cliente', kind: 'text' },
    { field: 'filial.nome', header: 'Filial', kind: 'text' },
    { field: 'codigo', header: 'Código', kind: 'integer' },
    { field: 'nome', header: 'Nome', kind: 'text' },
  ],
  filters: [
    { name: 'empresaId', field: 'empresaId', match: 'equals' },
    { name: 'filialId', field: 'filialId', match: 'equals' },
  ],
  fields: { empresaId: 'reference', filialId: 'reference', codigo: 'integer', nome: 'upper' },
  references: { empresaId: 'empresas', filialId: 'filiais' },
} as const;

export const usuariosMock = {
  recurso: 'usuarios',
  label: 'Usuários',
  singular: 'Usuário',
  gender: 'm',
  permission: 'USU',
  defaultSort: 'nome,asc',
  listQuery: ListaUsuariosQueryParams,
  createBody: CriaUsuarioBody,
  updateBody: AlteraUsuarioBody,
  readModel: BuscaUsuarioResponse,
  columns: [
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'email', header: 'E-mail', kind: 'text' },
    { field: 'admin', header: 'Equipe do provedor', kind: 'boolean' },
    { field: 'permissao.descricao', header: 'Permissão', kind: 'text' },
    { field: 'emailConfirmado', header: 'E-mail confirmado', kind: 'boolean' },
    { field: 'empresas[].nome', header: 'Clientes', kind: 'list' },
  ],
  filters: [
    { name: 'admin', field: 'admin', match: 'equals' },
    { name: 'empresaId', field: 'empresaId', match: 'equals' },
  ],
  fields: {
    nome: 'upper',
    email: 'email',
    admin: 'boolean',
    permissaoId: 'reference',
    empresaIds: 'references',
  },
  references: { permissaoId: 'permissoes' },
} as const;

export const modulosMock = {
  recurso: 'modulos',
  label: 'Módulos',
  singular: 'Módulo',
  gender: 'm',
  permission: 'MOD',
  defaultSort: 'descricao,asc',
  listQuery: ListaModulosQueryParams,
  createBody: CriaModuloBody,
  updateBody: AlteraModuloBody,
  readModel: BuscaModuloResponse,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'text' },
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'valor', header: 'Valor mensal', kind: 'currency' },
  ],
  filters: [
    { name: 'valorMinimo', field: 'valor', match: 'atLeast' },
    { name: 'valorMaximo', field: 'valor', match: 'atMost' },
  ],
  fields: { codigo: 'upperCode', descricao: 'upper', valor: 'currency' },
  references: {},
} as const;

export const rotinasMock = {
  recurso: 'rotinas',
  label: 'Rotinas do sistema',
  singular: 'Rotina do sistema',
  gender: 'f',
  permission: 'ROT',
  defaultSort: 'descricao,asc',
  listQuery: ListaRotinasQueryParams,
  createBody: CriaRotinaBody,
  updateBody: AlteraRotinaBody,
  readModel: BuscaRotinaResponse,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'text' },
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'modulo.descricao', header: 'Módulo', kind: 'text' },
    { field: 'acoes[].codigo', header: 'Ações da rotina', kind: 'list' },
  ],
  filters: [{ name: 'moduloId', field: 'moduloId', match: 'equals' }],
  fields: { descricao: 'upper', codigo: 'upperCode', moduloId: 'reference', acoes: 'rows' },
  references: { moduloId: 'modulos' },
} as const;

export const rotinasFrontEndMock = {
  recurso: 'rotinas-front-end',
  label: 'Rotinas front-end',
  singular: 'Rotina front-end',
  gender: 'f',
  permission: 'FRONT_ROT',
  defaultSort: 'rota,asc',
  listQuery: ListaRotinasFrontEndQueryParams,
  createBody: CriaRotinaFrontEndBody,
  updateBody: AlteraRotinaFrontEndBody,
  readModel: BuscaRotinaFrontEndResponse,
  columns: [
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'rota', header: 'Rota', kind: 'text' },
    { field: 'rotina.descricao', header: 'Rotina', kind: 'text' },
  ],
  filters: [{ name: 'rotinaId', field: 'rotinaId', match: 'equals' }],
  fields: { descricao: 'upper', rota: 'text', rotinaId: 'reference' },
  references: { rotinaId: 'rotinas' },
} as const;

export const permissoesMock = {
  recurso: 'permissoes',
  label: 'Permissões',
  singular: 'Permissão',
  gender: 'f',
  permission: 'PERM',
  defaultSort: 'descricao,asc',
  listQuery: ListaPermissoesQueryParams,
  createBody: CriaPermissaoBody,
  updateBody: AlteraPermissaoBody,
  readModel: BuscaPermissaoResponse,
  columns: [
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'admin', header: 'Equipe do provedor', kind: 'boolean' },
    { field: 'acoes', header: 'Nº de ações', kind: 'count' },
  ],
  filters: [{ name: 'admin', field: 'admin', match: 'equals' }],
  fields: { descricao: 'upper', admin: 'boolean', acoes: 'actionCodes' },
  references: {},
} as const;

export const cidadesMock = {
  recurso: 'cidades',
  label: 'Cidades',
  singular: 'Cidade',
  gender: 'f',
  permission: 'CID',
  defaultSort: 'nome,asc',
  listQuery: ListaCidadesQueryParams,
  createBody: CriaCidadeBody,
  updateBody: AlteraCidadeBody,
  readModel: BuscaCidadeResponse,
  columns: [
    { field: 'codigoIbge', header: 'Código IBGE', kind: 'ibge' },
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'uf', header: 'UF', kind: 'uf' },
    { field: 'latitude', header: 'Latitude', kind: 'decimal' },
    { field: 'longitude', header: 'Longitude', kind: 'decimal' },
  ],
  filters: [{ name: 'uf', field: 'uf', match: 'equals' }],
  fields: { nome: 'upper', codigoIbge: 'ibge', uf: 'uf', latitude: 'decimal', longitude: 'decimal' },
  references: {},
} as const;

export const paisesMock = {
  recurso: 'paises',
  label: 'Países',
  singular: 'País',
  gender: 'm',
  permission: 'PAIS',
  defaultSort: 'nome,asc',
  listQuery: ListaPaisesQueryParams,
  createBody: CriaPaisBody,
  updateBody: AlteraPaisBody,
  readModel: BuscaPaisResponse,
  columns: [
    { field: 'codigoBacen', header: 'Código BACEN', kind: 'code' },
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'sigla', header: 'Sigla', kind: 'text' },
  ],
  filters: [{ name: 'sigla', field: 'sigla', match: 'equals' }],
  fields: { nome: 'upper', codigoBacen: 'code', sigla: 'upperCode' },
  references: {},
} as const;

export const bancosMock = {
  recurso: 'bancos',
  label: 'Bancos',
  singular: 'Banco',
  gender: 'm',
  permission: 'BANCO',
  defaultSort: 'codigo,asc',
  listQuery: ListaBancosQueryParams,
  createBody: CriaBancoBody,
  updateBody: AlteraBancoBody,
  readModel: BuscaBancoResponse,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'code' },
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'ispb', header: 'ISPB', kind: 'code' },
  ],
  filters: [{ name: 'codigo', field: 'codigo', match: 'equals' }],
  fields: { codigo: 'code', nome: 'upper', ispb: 'code' },
  references: {},
} as const;

export const cfopsMock = {
  recurso: 'cfops',
  label: 'CFOPs',
  singular: 'CFOP',
  gender: 'm',
  permission: 'CFOP',
  defaultSort: 'codigo,asc',
  listQuery: ListaCfopsQueryParams,
  createBody: CriaCfopBody,
  updateBody: AlteraCfopBody,
  readModel: BuscaCfopResponse,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'cfop' },
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'tipo', header: 'Tipo', kind: 'enum', labels: tipoCfopLabels },
  ],
  filters: [
    { name: 'tipo', field: 'tipo', match: 'equals' },
    { name: 'codigoInicial', field: 'codigoInicial', match: 'equals' },
  ],
  fields: { codigo: 'cfop', tipo: 'enum', descricao: 'textarea' },
  references: {},
} as const;

export const ncmsMock = {
  recurso: 'ncms',
  label: 'NCMs',
  singular: 'NCM',
  gender: 'm',
  permission: 'NCM',
  defaultSort: 'codigo,asc',
  listQuery: ListaNcmsQueryParams,
  createBody: CriaNcmBody,
  updateBody: AlteraNcmBody,
  readModel: BuscaNcmResponse,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'ncm' },
    { field: 'descricao', header: 'Descrição', kind: 'text' },
  ],
  filters: [{ name: 'prefixoCodigo', field: 'prefixoCodigo', match: 'equals' }],
  fields: { codigo: 'ncm', descricao: 'textarea' },
  references: {},
} as const;

export const aliquotasIcmsMock = {
  recurso: 'aliquotas-icms',
  label: 'Alíquotas de ICMS',
  singular: 'Alíquota de ICMS',
  gender: 'f',
  permission: 'ALIQ_ICMS',
  defaultSort: 'ufOrigem,asc',
  listQuery: ListaAliquotasIcmsQueryParams,
  createBody: CriaAliquotaIcmsBody,
  updateBody: AlteraAliquotaIcmsBody,
  readModel: BuscaAliquotaIcmsResponse,
  columns: [
    { field: 'ufOrigem', header: 'UF de origem', kind: 'uf' },
    { field: 'ufDestino', header: 'UF de destino', kind: 'uf' },
    { field: 'aliquota', header: 'Alíquota', kind: 'percent' },
  ],
  filters: [
    { name: 'ufOrigem', field: 'ufOrigem', match: 'equals' },
    { name: 'ufDestino', field: 'ufDestino', match: 'equals' },
  ],
  fields: { ufOrigem: 'uf', ufDestino: 'uf', aliquota: 'percent' },
  references: {},
} as const;

export const aliquotasSeguroMock = {
  recurso: 'aliquotas-seguros',
  label: 'Alíquotas de seguro',
  singular: 'Alíquota de seguro',
  gender: 'f',
  permission: 'ALIQ_SEG',
  defaultSort: 'descricao,asc',
  listQuery: ListaAliquotasSegurosQueryParams,
  createBody: CriaAliquotaSeguroBody,
  updateBody: AlteraAliquotaSeguroBody,
  readModel: BuscaAliquotaSeguroResponse,
  columns: [
    { field: 'descricao', header: 'Descrição', kind: 'text' },
    { field: 'tipo', header: 'Tipo', kind: 'enum', labels: tipoSeguroCargaLabels },
    { field: 'percentual', header: 'Percentual', kind: 'percent' },
  ],
  filters: [{ name: 'tipo', field: 'tipo', match: 'equals' }],
  fields: { descricao: 'upper', tipo: 'enum', percentual: 'percent' },
  references: {},
} as const;

export const servidoresMock = {
  recurso: 'servidores',
  label: 'Servidores',
  singular: 'Servidor',
  gender: 'm',
  permission: 'SERVIDOR',
  defaultSort: 'nome,asc',
  listQuery: ListaServidoresQueryParams,
  createBody: CriaServidorBody,
  updateBody: AlteraServidorBody,
  readModel: BuscaServidorResponse,
  columns: [
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'endereco', header: 'Endereço', kind: 'text' },
    { field: 'magaluId', header: 'Instância na nuvem', kind: 'text' },
  ],
  filters: [
    { name: 'comInstanciaNuvem', field: 'comInstanciaNuvem', match: 'equals' },
    { name: 'endereco', field: 'endereco', match: 'contains' },
  ],
  fields: { nome: 'upper', endereco: 'url', magaluId: 'text' },
  references: {},
} as const;

export const pracasPedagioMock = {
  recurso: 'praca-pedagio',
  label: 'Praças de pedágio',
  singular: 'Praça de pedágio',
  gender: 'f',
  permission: 'PRAC_PED',
  defaultSort: 'nome,asc',
  listQuery: ListaPracasPedagioQueryParams,
  createBody: CriaPracaPedagioBody,
  updateBody: AlteraPracaPedagioBody,
  readModel: BuscaPracaPedagioResponse,
  columns: [
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'concessionaria', header: 'Concessionária', kind: 'text' },
    { field: 'rodovia', header: 'Rodovia', kind: 'text' },
    { field: 'km', header: 'Km', kind: 'decimal' },
    { field: 'cidade.nome', header: 'Cidade', kind: 'text' },
    { field: 'uf', header: 'UF', kind: 'uf' },
    { field: 'sentido', header: 'Sentido', kind: 'enum', labels: sentidoPracaPedagioLabels },
    { field: 'latitude', header: 'Latitude', kind: 'decimal' },
    { field: 'longitude', header: 'Longitude', kind: 'decimal' },
  ],
  filters: [
    { name: 'uf', field: 'uf', match: 'equals' },
    { name: 'cidadeId', field: 'cidadeId', match: 'equals' },
    { name: 'rodovia', field: 'rodovia', match: 'contains' },
    { name: 'concessionaria', field: 'concessionaria', match: 'contains' },
    { name: 'sentido', field: 'sentido', match: 'equals' },
  ],
  fields: {
    nome: 'upper',
    concessionaria: 'upper',
    rodovia: 'upper',
    km: 'decimal',
    sentido: 'enum',
    uf: 'uf',
    cidadeId: 'reference',
    latitude: 'decimal',
    longitude: 'decimal',
    valores: 'rows',
  },
  references: { cidadeId: 'cidades' },
} as const;

/** The read model of each resource, by API prefix (the `recurso` of the generic calls). */
export interface MockModels {
  empresas: Empresa;
  planos: Plano;
  filiais: Filial;
  unidades: Unidade;
  usuarios: Usuario;
  modulos: Modulo;
  rotinas: Rotina;
  'rotinas-front-end': RotinaFrontEnd;
  permissoes: Permissao;
  cidades: Cidade;
  paises: Pais;
  bancos: Banco;
  cfops: Cfop;
  ncms: Ncm;
  'aliquotas-icms': AliquotaIcms;
  'aliquotas-seguros': AliquotaSeguro;
  servidores: Servidor;
  'praca-pedagio': PracaPedagio;
}

/** Every resource of the manifest, by API prefix. */
export const mockResources = {
  empresas: empresasMock,
  planos: planosMock,
  filiais: filiaisMock,
  unidades: unidadesMock,
  usuarios: usuariosMock,
  modulos: modulosMock,
  rotinas: rotinasMock,
  'rotinas-front-end': rotinasFrontEndMock,
  permissoes: permissoesMock,
  cidades: cidadesMock,
  paises: paisesMock,
  bancos: bancosMock,
  cfops: cfopsMock,
  ncms: ncmsMock,
  'aliquotas-icms': aliquotasIcmsMock,
  'aliquotas-seguros': aliquotasSeguroMock,
  servidores: servidoresMock,
  'praca-pedagio': pracasPedagioMock,
} as const;
