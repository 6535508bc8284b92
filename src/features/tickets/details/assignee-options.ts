import type { ListaUsuariosParams, ResponsavelChamado, Usuario } from '@generated/api/model';

/** The users call of the assignees dialog: active staff (admin), by name. */
export const ASSIGNEE_USERS_PARAMS: Readonly<ListaUsuariosParams> = Object.freeze({
  admin: true,
  situacao: 'UNLOCK',
  pagina: 1,
  limitePagina: 100,
  ordenacao: 'nome,asc',
});

export interface AssigneeOption {
  value: number;
  label: string;
  avatarUrl: string | null;
}

const sameEmail = (a: string | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The people the dialog offers: active staff users, never the super-user (by case-insensitive e-mail),
 * by name. Current assignees missing from that list (e.g. deactivated since) are added so they can be
 * seen and removed — the super-user never is.
 */
export function assigneeOptions(
  users: readonly Pick<Usuario, 'id' | 'nome' | 'email' | 'avatarUrl' | 'admin' | 'ativo'>[],
  current: readonly ResponsavelChamado[],
  superUserEmail: string,
): AssigneeOption[] {
  const options = users
    .filter((user) => user.admin && user.ativo && !sameEmail(user.email, superUserEmail))
    .map((user) => ({ value: user.id, label: user.nome, avatarUrl: user.avatarUrl ?? null }));
  const known = new Set(options.map((option) => option.value));
  for (const { usuarioId, usuario } of current) {
    if (known.has(usuarioId) || sameEmail(usuario.email, superUserEmail)) continue;
    known.add(usuarioId);
    options.push({ value: usuarioId, label: usuario.nome, avatarUrl: usuario.avatarUrl ?? null });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}
