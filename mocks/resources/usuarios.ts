import { usuariosMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Usuario, UsuarioInput } from '@generated/api/model';
import type { MockDatabase, Stored } from '../db/database';
import { duplicateOf, filterWhen, invalid, refusalOf, upper, type Refusal } from './rules';

type Row = Stored<Usuario>;

/** The profile: required for staff (active admin profile), optional otherwise (active profile). */
function resolvePermission(db: MockDatabase, input: UsuarioInput, current?: Row): Row['permissao'] | Refusal {
  if (input.permissaoId === null || input.permissaoId === undefined) {
    return input.admin ? invalid('permissaoId', 'Campo obrigatório') : null;
  }
  const permissao = db.resources.permissoes.get(input.permissaoId);
  const kept = permissao?.id === current?.permissaoId;
  if (!permissao || (!permissao.ativo && !kept) || (input.admin && !permissao.admin))
    return invalid('permissaoId', 'Opção inválida');
  return { id: permissao.id, descricao: permissao.descricao, nome: permissao.descricao };
}

function resolveCustomers(db: MockDatabase, ids: number[], current?: Row): Row['empresas'] | Refusal {
  const empresas = ids.map((id) => db.resources.empresas.get(id));
  const bad = empresas.findIndex(
    (empresa, index) => !empresa || (!empresa.ativo && !current?.empresaIds?.includes(ids[index])),
  );
  if (bad >= 0) return invalid(`empresaIds.${bad}`, 'Opção inválida');
  return empresas.map((empresa) => ({ id: empresa!.id, nome: empresa!.nome }));
}

/**
 * Keeps the user's customer links (db.usuariosEmpresa, listed by por-empresa-id) in step with its
 * empresaIds: a link per customer (new ones use the customer's server), none for customers removed,
 * and the user's summary and e-mail confirmation copied into each link.
 */
export function syncCustomerLinks(db: MockDatabase, usuario: Row): void {
  const links = db.usuariosEmpresa;
  const wanted = new Set(usuario.empresaIds ?? []);
  const resumo = { id: usuario.id, nome: usuario.nome, email: usuario.email, avatarUrl: usuario.avatarUrl };
  for (const link of links.all().filter((item) => item.usuario.id === usuario.id)) {
    if (!wanted.delete(link.empresaId)) links.remove(link.id);
    else links.insert({ ...link, usuario: resumo, emailConfirmado: usuario.emailConfirmado }, null);
  }
  for (const empresaId of wanted) {
    links.insert(
      { empresaId, usuario: resumo, emailConfirmado: usuario.emailConfirmado, servidor: null },
      null,
    );
  }
}

export const usuarios = defineResource<Row, UsuarioInput>(usuariosMock, {
  searchText: (usuario) => `${usuario.nome} ${usuario.email} ${usuario.permissao?.descricao ?? ''}`,
  exportColumns: [
    { header: 'Nome', value: (usuario) => usuario.nome },
    { header: 'E-mail', value: (usuario) => usuario.email },
    { header: 'Equipe do provedor', value: (usuario) => usuario.admin },
    { header: 'Permissão', value: (usuario) => usuario.permissao?.descricao ?? '' },
    { header: 'E-mail confirmado', value: (usuario) => usuario.emailConfirmado },
    {
      header: 'Clientes',
      value: (usuario) => (usuario.empresas ?? []).map((empresa) => empresa.nome).join(', '),
    },
    { header: 'Ativo', value: (usuario) => usuario.ativo },
    { header: 'Criado em', value: (usuario) => usuario.createdAt },
  ],
  filters: (query) => [
    ...filterWhen<Row>(query.admin, (usuario) => usuario.admin === query.admin),
    // The users linked to a customer ('Ver todos' of a customer's users).
    ...filterWhen<Row>(query.empresaId, (usuario) =>
      (usuario.empresaIds ?? []).includes(Number(query.empresaId)),
    ),
  ],
  toRecord: (input, db, current) => {
    const email = input.email.trim().toLowerCase();
    const permissao = resolvePermission(db, input, current);
    const empresas = resolveCustomers(db, [...new Set(input.empresaIds ?? [])], current);
    const refusal = refusalOf(
      permissao,
      empresas,
      duplicateOf(db.resources.usuarios, 'email', email, current, 'E-mail já cadastrado'),
    );
    if (refusal) return refusal;
    const perfil = permissao as Row['permissao'];
    const clientes = empresas as NonNullable<Row['empresas']>;
    const fields = {
      nome: upper(input.nome),
      email,
      admin: input.admin,
      permissaoId: perfil?.id ?? null,
      permissao: perfil,
      empresaIds: clientes.map((empresa) => empresa.id),
      empresas: clientes,
      // A new user, or a new e-mail, waits for the confirmation e-mail (the password is set there).
      emailConfirmado: current ? current.emailConfirmado && current.email === email : false,
      avatarUrl: current?.avatarUrl ?? null,
    };
    return { fields };
  },
  afterSave: (usuario, db) => syncCustomerLinks(db, usuario),
});
