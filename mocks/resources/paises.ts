import type { Pais, PaisInput } from '@generated/api/model';
import { AlteraPaisBody, CriaPaisBody, ListaPaisesQueryParams } from '@generated/zod/paises/paises';
import type { Stored } from '../db/database';
import type { ResourceDefinition } from '../kit/resource';
import { cascade, duplicateOf, filterWhen, refusalOf, upper } from './rules';

type Row = Stored<Pais>;

export const paises: ResourceDefinition<Row, PaisInput> = {
  recurso: 'paises',
  label: 'Países',
  singular: 'País',
  permission: 'PAIS',
  table: (db) => db.resources.paises,
  searchText: (pais) => `${pais.nome} ${pais.codigoBacen} ${pais.sigla}`,
  defaultSort: 'nome,asc',
  exportColumns: [
    { header: 'Código BACEN', value: (pais) => pais.codigoBacen },
    { header: 'Nome', value: (pais) => pais.nome },
    { header: 'Sigla', value: (pais) => pais.sigla },
    { header: 'Ativo', value: (pais) => pais.ativo },
    { header: 'Criado em', value: (pais) => pais.createdAt },
  ],
  listQuery: ListaPaisesQueryParams,
  filters: (query) => filterWhen<Row>(query.sigla, (pais) => pais.sigla === query.sigla),
  createBody: CriaPaisBody,
  updateBody: AlteraPaisBody,
  toRecord: (input, db, current) => {
    const table = db.resources.paises;
    const refusal = refusalOf(
      duplicateOf(table, 'codigoBacen', input.codigoBacen, current, 'Código BACEN já cadastrado'),
      duplicateOf(table, 'sigla', input.sigla, current, 'Sigla já cadastrada'),
    );
    if (refusal) return refusal;
    const nome = upper(input.nome);
    if (current && current.nome !== nome) {
      // Addresses keep the country's name: rename it in customers and branches.
      const rename = <R extends { endereco: { paisId: number; pais?: unknown } }>(record: R) =>
        record.endereco.paisId === current.id
          ? { ...record, endereco: { ...record.endereco, pais: { id: current.id, nome } } }
          : undefined;
      cascade(db.resources.empresas, rename);
      cascade(db.resources.filiais, rename);
    }
    return { fields: { nome, codigoBacen: input.codigoBacen, sigla: input.sigla } };
  },
};
