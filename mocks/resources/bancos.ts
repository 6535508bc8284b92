import type { Banco, BancoInput } from '@generated/api/model';
import { AlteraBancoBody, CriaBancoBody, ListaBancosQueryParams } from '@generated/zod/bancos/bancos';
import type { Stored } from '../db/database';
import type { ResourceDefinition } from '../kit/resource';
import { duplicateOf, filterWhen, upper } from './rules';

type Row = Stored<Banco>;

export const bancos: ResourceDefinition<Row, BancoInput> = {
  recurso: 'bancos',
  label: 'Bancos',
  singular: 'Banco',
  permission: 'BANCO',
  table: (db) => db.resources.bancos,
  searchText: (banco) => `${banco.codigo} ${banco.nome} ${banco.ispb}`,
  defaultSort: 'codigo,asc',
  exportColumns: [
    { header: 'Código', value: (banco) => banco.codigo },
    { header: 'Nome', value: (banco) => banco.nome },
    { header: 'ISPB', value: (banco) => banco.ispb },
    { header: 'Ativo', value: (banco) => banco.ativo },
    { header: 'Criado em', value: (banco) => banco.createdAt },
  ],
  listQuery: ListaBancosQueryParams,
  filters: (query) => filterWhen<Row>(query.codigo, (banco) => banco.codigo === query.codigo),
  createBody: CriaBancoBody,
  updateBody: AlteraBancoBody,
  toRecord: (input, db, current) => {
    const duplicate = duplicateOf(
      db.resources.bancos,
      'codigo',
      input.codigo,
      current,
      'Código já cadastrado',
    );
    if (duplicate) return duplicate;
    return { fields: { codigo: input.codigo, nome: upper(input.nome), ispb: input.ispb } };
  },
};
