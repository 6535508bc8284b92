import { rotinasMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Rotina, RotinaInput } from '@generated/api/model';
import type { MockDatabase, Stored } from '../db/database';
import {
  cascade,
  conflict,
  duplicateOf,
  filterWhen,
  idAllocator,
  invalid,
  isRefusal,
  refusalOf,
  required,
  upper,
} from './rules';

type Row = Stored<Rotina>;

/**
 * The routine's actions: codes unique in the request (400) and in the system (409); an existing
 * action keeps its id when sent back, a new one gets the next free id.
 */
function resolveActions(db: MockDatabase, acoes: RotinaInput['acoes'], current?: Row) {
  const codes = acoes.map((acao) => upper(acao.codigo));
  const others = new Map<string, number>();
  for (const rotina of db.resources.rotinas.all()) {
    if (rotina.id !== current?.id) for (const acao of rotina.acoes) others.set(acao.codigo, rotina.id);
  }
  const refusal = refusalOf(
    ...codes.map((codigo, index) =>
      codes.indexOf(codigo) !== index
        ? invalid(`acoes.${index}.codigo`, 'Código repetido')
        : others.has(codigo)
          ? conflict(`acoes.${index}.codigo`, 'Código já cadastrado')
          : null,
    ),
  );
  if (refusal) return refusal;
  const nextId = idAllocator(
    db.resources.rotinas.all().flatMap((rotina) => rotina.acoes.map((acao) => acao.id)),
  );
  return acoes.map((acao, index) => ({
    id: acao.id !== undefined && current?.acoes.some((kept) => kept.id === acao.id) ? acao.id : nextId(),
    codigo: codes[index],
    descricao: upper(acao.descricao),
  }));
}

export const rotinas = defineResource<Row, RotinaInput>(rotinasMock, {
  searchText: (rotina) =>
    `${rotina.codigo} ${rotina.descricao} ${rotina.modulo.descricao ?? ''} ${rotina.acoes.map((acao) => acao.codigo).join(' ')}`,
  exportColumns: [
    { header: 'Código', value: (rotina) => rotina.codigo },
    { header: 'Descrição', value: (rotina) => rotina.descricao },
    { header: 'Módulo', value: (rotina) => rotina.modulo.descricao },
    { header: 'Ações', value: (rotina) => rotina.acoes.map((acao) => acao.codigo).join(', ') },
    { header: 'Ativo', value: (rotina) => rotina.ativo },
    { header: 'Criado em', value: (rotina) => rotina.createdAt },
  ],
  filters: (query) => filterWhen<Row>(query.moduloId, (rotina) => rotina.moduloId === Number(query.moduloId)),
  toRecord: (input, db, current) => {
    const codigo = upper(input.codigo);
    const modulo = required(db.resources.modulos, input.moduloId, 'moduloId', {
      active: true,
      keep: current?.moduloId,
    });
    const acoes = resolveActions(db, input.acoes, current);
    const refusal = refusalOf(
      modulo,
      acoes,
      duplicateOf(db.resources.rotinas, 'codigo', codigo, current, 'Código já cadastrado'),
    );
    if (refusal || isRefusal(modulo) || isRefusal(acoes)) return refusal as NonNullable<typeof refusal>;
    const descricao = upper(input.descricao);
    if (current && current.descricao !== descricao) {
      const rotina = { id: current.id, descricao };
      cascade(db.resources['rotinas-front-end'], (tela) =>
        tela.rotinaId === current.id ? { ...tela, rotina } : undefined,
      );
    }
    return {
      fields: {
        descricao,
        codigo,
        moduloId: modulo.id,
        modulo: { id: modulo.id, descricao: modulo.descricao },
        acoes,
      },
    };
  },
});
