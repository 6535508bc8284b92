import { aliquotasIcmsMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { AliquotaIcms, AliquotaIcmsInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { conflict, filterWhen } from './rules';

type Row = Stored<AliquotaIcms>;

export const aliquotasIcms = defineResource<Row, AliquotaIcmsInput>(aliquotasIcmsMock, {
  searchText: (aliquota) =>
    `${aliquota.ufOrigem} ${aliquota.ufDestino} ${aliquota.ufOrigem}-${aliquota.ufDestino} ${aliquota.aliquota} ${String(aliquota.aliquota).replace('.', ',')}`,
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
  filters: (query) => [
    ...filterWhen<Row>(query.ufOrigem, (aliquota) => aliquota.ufOrigem === query.ufOrigem),
    ...filterWhen<Row>(query.ufDestino, (aliquota) => aliquota.ufDestino === query.ufDestino),
  ],
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
});
