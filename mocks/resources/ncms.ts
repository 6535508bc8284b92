import type { Ncm, NcmInput } from '@generated/api/model';
import { AlteraNcmBody, CriaNcmBody, ListaNcmsQueryParams } from '@generated/zod/ncms/ncms';
import { formatNcm } from '../db/data/ncms';
import type { Stored } from '../db/database';
import type { ResourceDefinition } from '../kit/resource';
import { duplicateOf, filterWhen, upper } from './rules';

type Row = Stored<Ncm>;

export const ncms: ResourceDefinition<Row, NcmInput> = {
  recurso: 'ncms',
  label: 'NCMs',
  singular: 'NCM',
  permission: 'NCM',
  table: (db) => db.resources.ncms,
  searchText: (ncm) => `${ncm.codigo} ${formatNcm(ncm.codigo)} ${ncm.descricao}`,
  defaultSort: 'codigo,asc',
  exportColumns: [
    { header: 'Código', value: (ncm) => formatNcm(ncm.codigo) },
    { header: 'Descrição', value: (ncm) => ncm.descricao },
    { header: 'Ativo', value: (ncm) => ncm.ativo },
    { header: 'Criado em', value: (ncm) => ncm.createdAt },
  ],
  listQuery: ListaNcmsQueryParams,
  filters: (query) =>
    filterWhen<Row>(query.prefixoCodigo, (ncm) => ncm.codigo.startsWith(String(query.prefixoCodigo))),
  createBody: CriaNcmBody,
  updateBody: AlteraNcmBody,
  toRecord: (input, db, current) => {
    const duplicate = duplicateOf(db.resources.ncms, 'codigo', input.codigo, current, 'Código já cadastrado');
    if (duplicate) return duplicate;
    return { fields: { codigo: input.codigo, descricao: upper(input.descricao) } };
  },
};
