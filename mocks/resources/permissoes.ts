import { permissoesMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Permissao, PermissaoInput } from '@generated/api/model';
import { ALL_ACTION_CODES } from '../db/data/action-codes';
import type { Stored } from '../db/database';
import { cascade, filterWhen, invalid, upper } from './rules';

type Row = Stored<Permissao>;

export const permissoes = defineResource<Row, PermissaoInput>(permissoesMock, {
  searchText: (permissao) => permissao.descricao,
  exportColumns: [
    { header: 'Descrição', value: (permissao) => permissao.descricao },
    { header: 'Administrador', value: (permissao) => permissao.admin },
    { header: 'Ações', value: (permissao) => permissao.acoes.length },
    { header: 'Códigos de ação', value: (permissao) => permissao.acoes.join(', ') },
    { header: 'Ativo', value: (permissao) => permissao.ativo },
    { header: 'Criado em', value: (permissao) => permissao.createdAt },
  ],
  filters: (query) => filterWhen<Row>(query.admin, (permissao) => permissao.admin === query.admin),
  toRecord: (input, db, current) => {
    // A profile grants the codes some routine declares (plus the fixed action codes of every entity).
    const known = new Set(ALL_ACTION_CODES);
    for (const rotina of db.resources.rotinas.all()) for (const acao of rotina.acoes) known.add(acao.codigo);
    const unknown = input.acoes.findIndex((codigo) => !known.has(codigo));
    if (unknown >= 0) return invalid(`acoes.${unknown}`, 'Opção inválida');
    const descricao = upper(input.descricao);
    if (current && current.descricao !== descricao) {
      const permissao = { id: current.id, descricao, nome: descricao };
      cascade(db.resources.usuarios, (usuario) =>
        usuario.permissaoId === current.id ? { ...usuario, permissao } : undefined,
      );
    }
    return { fields: { descricao, admin: input.admin, acoes: [...new Set(input.acoes)].sort() } };
  },
});
