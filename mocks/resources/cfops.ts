import { cfopsMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Cfop, CfopInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { duplicateOf, filterWhen, invalid, upper } from './rules';

type Row = Stored<Cfop>;

/** ENTRADA codes start with 1, 2 or 3; SAIDA codes with 5, 6 or 7. */
export function tipoOfCfop(codigo: string): CfopInput['tipo'] {
  return Number(codigo[0]) <= 3 ? 'ENTRADA' : 'SAIDA';
}

export const cfops = defineResource<Row, CfopInput>(cfopsMock, {
  searchText: (cfop) =>
    `${cfop.codigo} ${cfop.codigo[0]}.${cfop.codigo.slice(1)} ${cfop.descricao} ${cfop.tipo}`,
  exportColumns: [
    { header: 'Código', value: (cfop) => `${cfop.codigo[0]}.${cfop.codigo.slice(1)}` },
    { header: 'Descrição', value: (cfop) => cfop.descricao },
    { header: 'Tipo', value: (cfop) => (cfop.tipo === 'ENTRADA' ? 'Entrada' : 'Saída') },
    { header: 'Ativo', value: (cfop) => cfop.ativo },
    { header: 'Criado em', value: (cfop) => cfop.createdAt },
  ],
  filters: (query) => [
    ...filterWhen<Row>(query.tipo, (cfop) => cfop.tipo === query.tipo),
    ...filterWhen<Row>(query.codigoInicial, (cfop) => cfop.codigo.startsWith(String(query.codigoInicial))),
  ],
  toRecord: (input, db, current) => {
    if (tipoOfCfop(input.codigo) !== input.tipo) return invalid('codigo', 'Código inválido');
    const duplicate = duplicateOf(
      db.resources.cfops,
      'codigo',
      input.codigo,
      current,
      'Código já cadastrado',
    );
    if (duplicate) return duplicate;
    return { fields: { codigo: input.codigo, descricao: upper(input.descricao), tipo: input.tipo } };
  },
});
