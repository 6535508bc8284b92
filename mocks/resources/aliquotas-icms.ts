import type { AliquotaIcms, AliquotaIcmsInput } from '@generated/api/model';
import {
  AlteraAliquotaIcmsBody,
  CriaAliquotaIcmsBody,
  ListaAliquotasIcmsQueryParams,
} from '@generated/zod/aliquotas-icms/aliquotas-icms';
import type { Stored } from '../db/database';
import type { ResourceDefinition } from '../kit/resource';
import { conflict, filterWhen } from './rules';

type Row = Stored<AliquotaIcms>;

export const aliquotasIcms: ResourceDefinition<Row, AliquotaIcmsInput> = {
  recurso: 'aliquotas-icms',
  label: 'Alíquotas de ICMS',
  singular: 'Alíquota de ICMS',
  permission: 'ALIQ_ICMS',
  table: (db) => db.resources['aliquotas-icms'],
  searchText: (aliquota) =>
    `${aliquota.ufOrigem} ${aliquota.ufDestino} ${aliquota.ufOrigem}-${aliquota.ufDestino} ${aliquota.aliquota} ${String(aliquota.aliquota).replace('.', ',')}`,
  defaultSort: 'ufOrigem,asc',
  exportColumns: [
    { header: 'UF de origem', value: (aliquota) => aliquota.ufOrigem },
    { header: 'UF de destino', value: (aliquota) => aliquota.ufDestino },
    { header: 'Alíquota (%)', value: (aliquota) => aliquota.aliquota },
    {
      header: 'Operação',
      value: (aliquota) => (aliquota.ufOrigem === aliquota.ufDestino ? 'Interna' : 'Interestadual'),
    },
    { header: 'Ativo', value: (aliquota) => aliquota.ativo },
    { header: 'Criado em', value: (aliquota) => aliquota.createdAt },
  ],
  listQuery: ListaAliquotasIcmsQueryParams,
  filters: (query) => [
    ...filterWhen<Row>(query.ufOrigem, (aliquota) => aliquota.ufOrigem === query.ufOrigem),
    ...filterWhen<Row>(query.ufDestino, (aliquota) => aliquota.ufDestino === query.ufDestino),
  ],
  createBody: CriaAliquotaIcmsBody,
  updateBody: AlteraAliquotaIcmsBody,
  toRecord: (input, db, current) => {
    const pair = db.resources['aliquotas-icms'].find(
      (aliquota) =>
        aliquota.id !== current?.id &&
        aliquota.ufOrigem === input.ufOrigem &&
        aliquota.ufDestino === input.ufDestino,
    );
    if (pair) return conflict('ufDestino', 'Alíquota já cadastrada para esta UF de origem e de destino');
    return { fields: { ufOrigem: input.ufOrigem, ufDestino: input.ufDestino, aliquota: input.aliquota } };
  },
};
