import { aliquotasSeguroMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { AliquotaSeguro, AliquotaSeguroInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { filterWhen, upper } from './rules';

type Row = Stored<AliquotaSeguro>;

export const TIPOS_SEGURO: Record<AliquotaSeguroInput['tipo'], string> = {
  RCTR_C: 'RCTR-C',
  RC_DC: 'RC-DC',
  RC_V: 'RC-V',
  OUTROS: 'Outros',
};

export const aliquotasSeguros = defineResource<Row, AliquotaSeguroInput>(aliquotasSeguroMock, {
  searchText: (aliquota) =>
    `${aliquota.descricao} ${aliquota.tipo} ${TIPOS_SEGURO[aliquota.tipo]} ${aliquota.percentual}`,
  exportColumns: [
    { header: 'Descrição', value: (aliquota) => aliquota.descricao },
    { header: 'Tipo', value: (aliquota) => TIPOS_SEGURO[aliquota.tipo] },
    { header: 'Percentual (%)', value: (aliquota) => aliquota.percentual },
    { header: 'Ativo', value: (aliquota) => aliquota.ativo },
    { header: 'Criado em', value: (aliquota) => aliquota.createdAt },
  ],
  filters: (query) => filterWhen<Row>(query.tipo, (aliquota) => aliquota.tipo === query.tipo),
  toRecord: (input) => ({
    fields: { descricao: upper(input.descricao), tipo: input.tipo, percentual: input.percentual },
  }),
});
