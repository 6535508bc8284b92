/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { buscaCidade, listaCidades } from '@generated/api/cidades/cidades';
import { buscaEmpresa, listaEmpresas } from '@generated/api/empresas/empresas';
import { buscaFilial, listaFiliais } from '@generated/api/filiais/filiais';
import type {
  Cidade,
  Empresa,
  Filial,
  Modulo,
  Pais,
  Permissao,
  Plano,
  Rotina,
  Servidor,
} from '@generated/api/model';
import { buscaModulo, listaModulos } from '@generated/api/modulos/modulos';
import { buscaPais, listaPaises } from '@generated/api/paises/paises';
import { buscaPermissao, listaPermissoes } from '@generated/api/permissoes/permissoes';
import { buscaPlano, listaPlanos } from '@generated/api/planos/planos';
import { buscaRotina, listaRotinas } from '@generated/api/rotinas/rotinas';
import { buscaServidor, listaServidores } from '@generated/api/servidores/servidores';
import type { ReferenceSource } from '@/components/resource/kit-types';

export const empresasReference: ReferenceSource<Empresa> = {
  key: 'empresas',
  list: listaEmpresas,
  get: buscaEmpresa,
  label: (item) => item.nome,
  params: { acessoLimitado: false },
};

export const planosReference: ReferenceSource<Plano> = {
  key: 'planos',
  list: listaPlanos,
  get: buscaPlano,
  label: (item) => item.descricao,
};

export const servidoresReference: ReferenceSource<Servidor> = {
  key: 'servidores',
  list: listaServidores,
  get: buscaServidor,
  label: (item) => item.nome,
};

export const modulosReference: ReferenceSource<Modulo> = {
  key: 'modulos',
  list: listaModulos,
  get: buscaModulo,
  label: (item) => `${item.codigo ?? ''} - ${item.descricao ?? ''}`,
};

export const rotinasReference: ReferenceSource<Rotina> = {
  key: 'rotinas',
  list: listaRotinas,
  get: buscaRotina,
  label: (item) => item.descricao,
};

export const permissoesReference: ReferenceSource<Permissao> = {
  key: 'permissoes',
  list: listaPermissoes,
  get: buscaPermissao,
  label: (item) => item.descricao,
  params: { admin: true, ordenacao: 'descricao,asc' },
};

export const cidadesReference: ReferenceSource<Cidade> = {
  key: 'cidades',
  list: listaCidades,
  get: buscaCidade,
  label: (item) => `${item.nome ?? ''} - ${item.uf ?? ''}`,
};

export const paisesReference: ReferenceSource<Pais> = {
  key: 'paises',
  list: listaPaises,
  get: buscaPais,
  label: (item) => item.nome,
};

export const filiaisReference: ReferenceSource<Filial> = {
  key: 'filiais',
  list: listaFiliais,
  get: buscaFilial,
  label: (item) => `${item.codigo ?? ''} - ${item.fantasia ?? item.nome ?? ''}`,
};
