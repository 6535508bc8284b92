import type { StatusChamado, UsuarioResumo } from '@generated/api/model';
import type { NewTicketEvent } from '../ticket-history';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a seeded ticket ended up as: its history is worked back from it. */
export interface SeededTicket {
  /** The ticket's place in the seed: picks the variations below without drawing a random number. */
  index: number;
  status: StatusChamado;
  createdMs: number;
  /** Its closing moment, or a little before the seed's now for an open ticket. */
  endMs: number;
  closedMs: number | null;
  solicitacaoResolvida: boolean | null;
  assignees: readonly UsuarioResumo[];
  /**
   * Another member of the staff: held the ticket before its assignees on some tickets, and set the due
   * date of a ticket nobody is assigned to.
   */
  formerAssignee: UsuarioResumo | undefined;
  dataPrevisaoConclusao: string | null;
  /** A user of the ticket's customer, whose portal hands the ticket back to the support. */
  customer: UsuarioResumo | undefined;
}

/** The statuses a ticket went through after 'Aberto' to reach its status (closing aside). */
const PATHS: Record<StatusChamado, StatusChamado[]> = {
  EM_ABERTO: [],
  EM_ANALISE: ['EM_ANALISE'],
  A_DESENVOLVER: ['EM_ANALISE', 'A_DESENVOLVER'],
  EM_ANDAMENTO: ['EM_ANALISE', 'EM_ANDAMENTO'],
  AGUARDANDO_RESPOSTA_CLIENTE: ['EM_ANALISE', 'AGUARDANDO_RESPOSTA_CLIENTE'],
  AGUARDANDO_RESPOSTA_SUPORTE: ['AGUARDANDO_RESPOSTA_CLIENTE', 'AGUARDANDO_RESPOSTA_SUPORTE'],
  FECHADO: ['EM_ANALISE', 'EM_ANDAMENTO'],
};

/**
 * A believable history for a seeded ticket, consistent with what it is now: its assignees set soon
 * after the opening (at once, one then the others, or taken over from another member of the staff),
 * its expected completion set (and on some tickets postponed) before it was due, its statuses walked
 * from 'Aberto' to the current one, and a closed ticket closed at its closing moment (some of them
 * closed, reopened and closed again). Draws no random number, so the rest of the seed stays the same.
 */
export function seededHistory(ticket: SeededTicket): NewTicketEvent[] {
  const { index, assignees, createdMs, endMs, formerAssignee } = ticket;
  // A ticket nobody is assigned to yet was looked at by someone of the staff only to set its due date.
  const first = assignees[0] ?? formerAssignee;
  if (!first) return [];
  const span = endMs - createdMs;
  /** The moment at a fraction of the ticket's life, never in its first minutes. */
  const at = (fraction: number) => Math.max(createdMs + 4 * MINUTE, createdMs + Math.round(fraction * span));
  const staffAt = (step: number) => assignees[step % assignees.length] ?? first;
  const events: Array<NewTicketEvent & { ms: number }> = [];
  const add = (ms: number, usuario: UsuarioResumo, event: Omit<NewTicketEvent, 'usuario' | 'createdAt'>) =>
    events.push({ ...event, ms, usuario, createdAt: new Date(ms).toISOString() });

  // Assignees.
  const others = assignees.slice(1);
  if (assignees.length === 0) {
    // Nobody yet (the queue's 'Sem responsável').
  } else if (formerAssignee && index % 5 === 1) {
    add(at(0.02), formerAssignee, {
      tipo: 'RESPONSAVEIS',
      responsaveis: { adicionados: [formerAssignee], removidos: [] },
    });
    add(at(0.3), formerAssignee, {
      tipo: 'RESPONSAVEIS',
      responsaveis: { adicionados: [...assignees], removidos: [formerAssignee] },
    });
  } else if (others.length > 0 && index % 3 === 0) {
    add(at(0.02), first, { tipo: 'RESPONSAVEIS', responsaveis: { adicionados: [first], removidos: [] } });
    add(at(0.3), first, { tipo: 'RESPONSAVEIS', responsaveis: { adicionados: others, removidos: [] } });
  } else {
    add(at(0.02), first, {
      tipo: 'RESPONSAVEIS',
      responsaveis: { adicionados: [...assignees], removidos: [] },
    });
  }

  // Expected completion: always set before the moment it names (the API refuses a past one).
  if (ticket.dataPrevisaoConclusao) {
    const dueMs = Date.parse(ticket.dataPrevisaoConclusao);
    const setMs = Math.max(createdMs + 5 * MINUTE, Math.min(at(0.05), dueMs - 12 * HOUR));
    const earlierMs = dueMs - 2 * DAY;
    const postponedMs = Math.min(at(0.45), dueMs - 6 * HOUR, earlierMs - HOUR);
    if (index % 3 === 1 && earlierMs > setMs + HOUR && postponedMs > setMs) {
      const earlier = new Date(earlierMs).toISOString();
      add(setMs, first, { tipo: 'PREVISAO', previsao: { de: null, para: earlier } });
      add(postponedMs, staffAt(1), {
        tipo: 'PREVISAO',
        previsao: { de: earlier, para: ticket.dataPrevisaoConclusao },
      });
    } else {
      add(setMs, first, { tipo: 'PREVISAO', previsao: { de: null, para: ticket.dataPrevisaoConclusao } });
    }
  }

  // Statuses, then the closing.
  const path = PATHS[ticket.status];
  const reclosed = ticket.closedMs !== null && index % 4 === 0;
  const lastStepAt = reclosed ? 0.55 : 0.85;
  let from: StatusChamado = 'EM_ABERTO';
  path.forEach((status, step) => {
    const handedBack = status === 'AGUARDANDO_RESPOSTA_SUPORTE' && ticket.customer;
    const fraction = 0.1 + ((lastStepAt - 0.1) * step) / Math.max(1, path.length - 1);
    add(at(fraction), handedBack ? ticket.customer! : staffAt(step), {
      tipo: 'STATUS',
      status: { de: from, para: status },
    });
    from = status;
  });
  if (ticket.closedMs !== null) {
    const closer = staffAt(0);
    if (reclosed) {
      add(at(0.65), closer, {
        tipo: 'FECHAMENTO',
        status: { de: from, para: 'FECHADO' },
        solicitacaoResolvida: true,
      });
      add(at(0.75), staffAt(1), { tipo: 'REABERTURA', status: { de: 'FECHADO', para: 'EM_ANDAMENTO' } });
      from = 'EM_ANDAMENTO';
    }
    add(ticket.closedMs, closer, {
      tipo: 'FECHAMENTO',
      status: { de: from, para: 'FECHADO' },
      solicitacaoResolvida: ticket.solicitacaoResolvida ?? true,
    });
  }
  // Every moment lies in [createdMs, endMs]: the seed opens tickets at least three hours before its now.
  return events.sort((a, b) => a.ms - b.ms).map(({ ms: _ms, ...event }) => event);
}
