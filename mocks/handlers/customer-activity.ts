import type { ComentarioChamado, UsuarioResumo } from '@generated/api/model';
import { CUSTOMER_COMMENTS } from '../db/data/chamados';
import type { StoredChamado } from '../db/database';
import type { MockContext } from '../kit/context';
import { notify } from '../kit/notify';

/*
 * What customers do from their own portal, which the back-office only reads: open a ticket, comment on
 * one. The mock API has no customer portal, so QA (`retaguardaMock.customerTicket()`,
 * `customerComment(id)`, `customerActivity(ms)`, docs/mock-api.md) and the tests call these to make the
 * tickets change under an open list or ticket, as the staff's screens see them change in production.
 */

/** Titles of the tickets customers open here (15 to 300 characters, as the API requires). */
const CUSTOMER_TICKET_TITLES = [
  'Erro ao transmitir MDF-e para a SEFAZ',
  'Boleto da mensalidade não chegou por e-mail',
  'Dúvida sobre a averbação automática do CT-e',
  'Rejeição 539 ao emitir CT-e de uma filial nova',
];

export interface CustomerTicketOptions {
  /** Default: one of a few customers' titles, in turn. */
  titulo?: string;
  /** The customer (empresa) whose user opens it. Default: an active customer with users, in turn. */
  empresaId?: number;
}

/** The customers' users (active links) of a customer, oldest link first. */
function usersOf(ctx: MockContext, empresaId: number): UsuarioResumo[] {
  return ctx.db.usuariosEmpresa
    .all()
    .filter((link) => link.ativo && link.empresaId === empresaId)
    .map(({ usuario }) => ({
      id: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      avatarUrl: usuario.avatarUrl ?? null,
    }));
}

/**
 * A customer's user opens a ticket (SUPORTE, EM_ABERTO, nobody assigned yet): it is the newest ticket, so
 * it comes first in a list in the default order. Throws when the customer has no active user.
 */
export function openCustomerTicket(ctx: MockContext, options: CustomerTicketOptions = {}): StoredChamado {
  const turn = ctx.db.counters.chamado;
  const candidates = ctx.db.resources.empresas
    .all()
    .filter((empresa) => empresa.ativo && usersOf(ctx, empresa.id).length > 0);
  const empresa =
    options.empresaId === undefined
      ? candidates[turn % Math.max(1, candidates.length)]
      : ctx.db.resources.empresas.get(options.empresaId);
  const [opener] = empresa ? usersOf(ctx, empresa.id) : [];
  if (!empresa || !opener)
    throw new Error('API simulada: nenhum cliente com usuários ativos para abrir o chamado.');
  const titulo = options.titulo ?? CUSTOMER_TICKET_TITLES[turn % CUSTOMER_TICKET_TITLES.length];
  return ctx.db.chamados.insert(
    {
      codigoSequencial: ctx.db.counters.chamado++,
      setor: 'SUPORTE',
      status: 'EM_ABERTO',
      titulo,
      descricao: `<p>${titulo}.</p><p>Atenciosamente, ${opener.nome}.</p>`,
      empresa: { id: empresa.id, nome: empresa.nome },
      dataPrevisaoConclusao: null,
      dataFechamento: null,
      solicitacaoResolvida: null,
      responsaveis: [],
      anexos: [],
      comentarios: [],
    },
    opener,
    ctx.now(),
  );
}

/**
 * A user of the ticket's customer comments on it (origem CLIENTE, public); its assignees get a
 * notification. Throws for an unknown or closed ticket, or one without a customer's user (the API refuses
 * a comment on a closed ticket; a ticket without a customer has no one on that side).
 */
export function addCustomerComment(ctx: MockContext, ticketId: number, comentario?: string): StoredChamado {
  const ticket = ctx.db.chamados.get(ticketId);
  if (!ticket) throw new Error(`API simulada: chamado ${ticketId} não encontrado.`);
  if (ticket.status === 'FECHADO')
    throw new Error(`API simulada: o chamado #${ticket.codigoSequencial} está fechado.`);
  const [author] = ticket.empresa ? usersOf(ctx, ticket.empresa.id) : [];
  if (!author)
    throw new Error(`API simulada: o chamado #${ticket.codigoSequencial} não tem usuário do cliente.`);
  const now = ctx.now();
  const comment: ComentarioChamado = {
    id: ctx.db.counters.comentario++,
    comentario: comentario ?? CUSTOMER_COMMENTS[ticket.comentarios.length % CUSTOMER_COMMENTS.length],
    privado: false,
    anexos: [],
    createdAt: now.toISOString(),
    usuario: author,
    origem: 'CLIENTE',
  };
  const updated = ctx.db.chamados.update(
    ticket.id,
    { comentarios: [...ticket.comentarios, comment] },
    author,
    now,
  )!;
  const notificacaoAcao = { titulo: 'Abrir chamado', rota: `/dashboard/chamados/${ticket.id}/detalhes` };
  for (const { usuarioId } of updated.responsaveis) {
    notify(ctx, usuarioId, {
      titulo: 'Novo comentário do cliente',
      descricao: `Chamado #${updated.codigoSequencial}: ${author.nome} comentou.`,
      variante: 'INFO',
      notificacaoAcao,
    });
  }
  return updated;
}

/** An open ticket with a customer's user, chosen in turn (for the activity below); undefined when none. */
function ticketToComment(ctx: MockContext, turn: number): StoredChamado | undefined {
  const open = ctx.db.chamados
    .all()
    .filter(
      (ticket) => ticket.status !== 'FECHADO' && ticket.empresa && usersOf(ctx, ticket.empresa.id).length > 0,
    );
  return open[turn % Math.max(1, open.length)];
}

/**
 * Customers at work, for QA watching a screen: every `everyMs` a customer opens a ticket or comments on an
 * open one, in turn; each change is a write (`ctx.access.write`), as a call's would be. Returns the stop.
 */
export function startCustomerActivity(ctx: MockContext, everyMs: number): () => void {
  let turn = 0;
  const timer = setInterval(() => {
    const current = turn++;
    void ctx.access
      .write(async () => {
        const ticket = current % 2 === 1 ? ticketToComment(ctx, current) : undefined;
        return ticket ? addCustomerComment(ctx, ticket.id) : openCustomerTicket(ctx);
      })
      .catch((error: unknown) => console.error('API simulada: falha na atividade dos clientes.', error));
  }, everyMs);
  return () => clearInterval(timer);
}
