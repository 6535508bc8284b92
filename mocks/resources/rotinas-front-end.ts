import type { RotinaFrontEnd, RotinaFrontEndInput } from '@generated/api/model';
import {
  AlteraRotinaFrontEndBody,
  CriaRotinaFrontEndBody,
  ListaRotinasFrontEndQueryParams,
} from '@generated/zod/rotinas-front-end/rotinas-front-end';
import type { Stored } from '../db/database';
import type { ResourceDefinition } from '../kit/resource';
import { duplicateOf, filterWhen, isRefusal, refusalOf, required, upper } from './rules';

type Row = Stored<RotinaFrontEnd>;

export const rotinasFrontEnd: ResourceDefinition<Row, RotinaFrontEndInput> = {
  recurso: 'rotinas-front-end',
  label: 'Rotinas de front-end',
  singular: 'Rotina de front-end',
  permission: 'FRONT_ROT',
  table: (db) => db.resources['rotinas-front-end'],
  searchText: (tela) => `${tela.descricao} ${tela.rota} ${tela.rotina.descricao ?? ''}`,
  defaultSort: 'rota,asc',
  exportColumns: [
    { header: 'Descrição', value: (tela) => tela.descricao },
    { header: 'Rota', value: (tela) => tela.rota },
    { header: 'Rotina', value: (tela) => tela.rotina.descricao },
    { header: 'Ativo', value: (tela) => tela.ativo },
    { header: 'Criado em', value: (tela) => tela.createdAt },
  ],
  listQuery: ListaRotinasFrontEndQueryParams,
  filters: (query) => filterWhen<Row>(query.rotinaId, (tela) => tela.rotinaId === Number(query.rotinaId)),
  createBody: CriaRotinaFrontEndBody,
  updateBody: AlteraRotinaFrontEndBody,
  toRecord: (input, db, current) => {
    const rota = input.rota.trim();
    const rotina = required(db.resources.rotinas, input.rotinaId, 'rotinaId', {
      active: true,
      keep: current?.rotinaId,
    });
    const table = db.resources['rotinas-front-end'];
    const refusal = refusalOf(rotina, duplicateOf(table, 'rota', rota, current, 'Rota já cadastrada'));
    if (refusal || isRefusal(rotina)) return refusal as NonNullable<typeof refusal>;
    return {
      fields: {
        descricao: upper(input.descricao),
        rota,
        rotinaId: rotina.id,
        rotina: { id: rotina.id, descricao: rotina.descricao },
      },
    };
  },
};
