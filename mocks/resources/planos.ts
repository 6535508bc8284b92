import { planosMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import { ruleRefusal } from '../kit/validation';
import type { Plano, PlanoInput } from '@generated/api/model';
import type { MockDatabase, Stored } from '../db/database';
import { cascade, filterWhen, invalid, upper, type Refusal } from './rules';

type Row = Stored<Plano>;

/**
 * The plan's modules as the read model shows them. Every id must name an active module (or one
 * the plan already had), and the BASICO module must be among them (the contract's plano-modulo-basico).
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
  const chosen = modulos.map((modulo) => ({
    id: modulo!.id,
    codigo: modulo!.codigo,
    descricao: modulo!.descricao,
    valor: modulo!.valor,
  }));
  return ruleRefusal('plano-modulo-basico', 'moduloIds', chosen) ?? chosen;
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
