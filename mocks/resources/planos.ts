import { planosMock } from '@generated/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Plano, PlanoInput } from '@generated/api/model';
import type { MockDatabase, Stored } from '../db/database';
import { BASIC_MODULE } from './modulos';
import { cascade, filterWhen, invalid, upper, type Refusal } from './rules';

type Row = Stored<Plano>;

/**
 * The plan's modules as the read model shows them. Every id must name an active module (or one
 * the plan already had), and the BASICO module must be among them.
 */
export function planModules(
  db: MockDatabase,
  moduloIds: number[],
  current?: Row,
): Plano['modulos'] | Refusal {
  const modulos = moduloIds.map((id) => db.resources.modulos.get(id));
  const valid = modulos.every(
    (modulo, index) => modulo && (modulo.ativo || current?.moduloIds.includes(moduloIds[index])),
  );
  if (!valid) return invalid('moduloIds', 'Opção inválida');
  if (!modulos.some((modulo) => modulo?.codigo === BASIC_MODULE)) {
    return invalid('moduloIds', 'O módulo básico deve ser selecionado');
  }
  return modulos.map((modulo) => ({
    id: modulo!.id,
    codigo: modulo!.codigo,
    descricao: modulo!.descricao,
    valor: modulo!.valor,
  }));
}

export const planos = defineResource<Row, PlanoInput>(planosMock, {
  searchText: (plano) =>
    `${plano.descricao} ${plano.modulos.map((modulo) => `${modulo.codigo} ${modulo.descricao}`).join(' ')}`,
  exportColumns: [
    { header: 'Descrição', value: (plano) => plano.descricao },
    { header: 'Valor mensal (R$)', value: (plano) => plano.valor },
    { header: 'Módulos', value: (plano) => plano.modulos.map((modulo) => modulo.descricao).join(', ') },
    {
      header: 'Soma dos módulos (R$)',
      value: (plano) => Math.round(plano.modulos.reduce((sum, modulo) => sum + modulo.valor, 0) * 100) / 100,
    },
    { header: 'Ativo', value: (plano) => plano.ativo },
    { header: 'Criado em', value: (plano) => plano.createdAt },
  ],
  filters: (query) => [
    ...filterWhen<Row>(query.valorMinimo, (plano) => plano.valor >= Number(query.valorMinimo)),
    ...filterWhen<Row>(query.valorMaximo, (plano) => plano.valor <= Number(query.valorMaximo)),
    ...filterWhen<Row>(query.moduloId, (plano) => plano.moduloIds.includes(Number(query.moduloId))),
  ],
  toRecord: (input, db, current) => {
    const modulos = planModules(db, input.moduloIds, current);
    if ('errors' in modulos) return modulos;
    const descricao = upper(input.descricao);
    if (current && current.descricao !== descricao) {
      const plano = { id: current.id, descricao };
      cascade(db.resources.empresas, (empresa) =>
        empresa.planoId === current.id ? { ...empresa, plano } : undefined,
      );
    }
    return {
      fields: { descricao, valor: input.valor, moduloIds: modulos.map((modulo) => modulo.id), modulos },
    };
  },
});
