import { rotinasFrontEndMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { RotinaFrontEnd, RotinaFrontEndInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { duplicateOf, filterWhen, isRefusal, refusalOf, required, upper } from './rules';

type Row = Stored<RotinaFrontEnd>;

export const rotinasFrontEnd = defineResource<Row, RotinaFrontEndInput>(rotinasFrontEndMock, {
  label: 'Rotinas de front-end',
  singular: 'Rotina de front-end',
  searchText: (tela) => `${tela.descricao} ${tela.rota} ${tela.rotina.descricao ?? ''}`,
  exportColumns: [
    { header: 'Descrição', value: (tela) => tela.descricao },
    { header: 'Rota', value: (tela) => tela.rota },
    { header: 'Rotina', value: (tela) => tela.rotina.descricao },
    { header: 'Ativo', value: (tela) => tela.ativo },
    { header: 'Criado em', value: (tela) => tela.createdAt },
  ],
  filters: (query) => filterWhen<Row>(query.rotinaId, (tela) => tela.rotinaId === Number(query.rotinaId)),
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
});
