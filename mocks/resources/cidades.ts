import type { CidadeInput } from '@generated/api/model';
import { AlteraCidadeBody, CriaCidadeBody, ListaCidadesQueryParams } from '@generated/zod/cidades/cidades';
import type { ResourceDefinition } from '../kit/resource';
import type { Stored } from '../db/database';
import type { Cidade } from '@generated/api/model';
import { duplicateOf } from './rules';

export const cidades: ResourceDefinition<Stored<Cidade>, CidadeInput> = {
  recurso: 'cidades',
  label: 'Cidades',
  singular: 'Cidade',
  permission: 'CID',
  table: (db) => db.resources.cidades,
  searchText: (cidade) => `${cidade.nome} ${cidade.codigoIbge} ${cidade.uf}`,
  defaultSort: 'nome,asc',
  exportColumns: [
    { header: 'Código IBGE', value: (cidade) => cidade.codigoIbge },
    { header: 'Nome', value: (cidade) => cidade.nome },
    { header: 'UF', value: (cidade) => cidade.uf },
    { header: 'Latitude', value: (cidade) => cidade.latitude },
    { header: 'Longitude', value: (cidade) => cidade.longitude },
    { header: 'Ativo', value: (cidade) => cidade.ativo },
  ],
  listQuery: ListaCidadesQueryParams,
  filters: (query) => [...(query.uf ? [(cidade: Stored<Cidade>) => cidade.uf === query.uf] : [])],
  createBody: CriaCidadeBody,
  updateBody: AlteraCidadeBody,
  toRecord: (input, db, current) => {
    const duplicate = duplicateOf(db.resources.cidades, 'codigoIbge', input.codigoIbge, current, 'Código IBGE já cadastrado');
    if (duplicate) return duplicate;
    return { fields: { ...input, nome: input.nome.trim() } };
  },
};
