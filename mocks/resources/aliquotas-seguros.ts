import type { AliquotaSeguro, AliquotaSeguroInput } from '@generated/api/model';
import {
  AlteraAliquotaSeguroBody,
  CriaAliquotaSeguroBody,
  ListaAliquotasSegurosQueryParams,
} from '@generated/zod/aliquotas-seguros/aliquotas-seguros';
import type { Stored } from '../db/database';
import type { ResourceDefinition } from '../kit/resource';
import { filterWhen, upper } from './rules';

type Row = Stored<AliquotaSeguro>;

export const TIPOS_SEGURO: Record<AliquotaSeguroInput['tipo'], string> = {
  RCTR_C: 'RCTR-C',
  RC_DC: 'RC-DC',
  RC_V: 'RC-V',
  OUTROS: 'Outros',
};

export const aliquotasSeguros: ResourceDefinition<Row, AliquotaSeguroInput> = {
  recurso: 'aliquotas-seguros',
  label: 'Alíquotas de seguro',
  singular: 'Alíquota de seguro',
  permission: 'ALIQ_SEG',
  table: (db) => db.resources['aliquotas-seguros'],
  searchText: (aliquota) =>
    `${aliquota.descricao} ${aliquota.tipo} ${TIPOS_SEGURO[aliquota.tipo]} ${aliquota.percentual}`,
  defaultSort: 'descricao,asc',
  exportColumns: [
    { header: 'Descrição', value: (aliquota) => aliquota.descricao },
    { header: 'Tipo', value: (aliquota) => TIPOS_SEGURO[aliquota.tipo] },
    { header: 'Percentual (%)', value: (aliquota) => aliquota.percentual },
    { header: 'Ativo', value: (aliquota) => aliquota.ativo },
    { header: 'Criado em', value: (aliquota) => aliquota.createdAt },
  ],
  listQuery: ListaAliquotasSegurosQueryParams,
  filters: (query) => filterWhen<Row>(query.tipo, (aliquota) => aliquota.tipo === query.tipo),
  createBody: CriaAliquotaSeguroBody,
  updateBody: AlteraAliquotaSeguroBody,
  toRecord: (input) => ({
    fields: { descricao: upper(input.descricao), tipo: input.tipo, percentual: input.percentual },
  }),
};
