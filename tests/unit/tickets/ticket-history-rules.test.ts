import { describe, expect, it } from 'vitest';
import type { EventoChamado, UsuarioResumo } from '@generated/api/model';
import { eventPieces, eventText } from '@/features/tickets/details/ticket-event-texts';
import { threadItems } from '@/features/tickets/details/thread-order';

const ANA: UsuarioResumo = { id: 1, nome: 'ANA CAROLINA MENDES' };
const BRUNO: UsuarioResumo = { id: 2, nome: 'BRUNO HENRIQUE SOUZA' };
const CARLA: UsuarioResumo = { id: 5, nome: 'CARLA DIAS' };
const DANIEL: UsuarioResumo = { id: 6, nome: 'DANIEL ROCHA' };
const AT = '2026-11-28T17:05:00.000Z';

const event = (fields: Partial<EventoChamado> & Pick<EventoChamado, 'tipo'>): EventoChamado => ({
  id: 1,
  usuario: ANA,
  createdAt: AT,
  ...fields,
});

/** A moment as the page writes it (dd/MM/yyyy - HH:mm, local time), worked out here. */
const two = (value: number) => String(value).padStart(2, '0');
function shown(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} - ${two(date.getHours())}:${two(date.getMinutes())}`;
}

describe("the lines of a ticket's history in its thread", () => {
  it('a status change: who, then from → to with the statuses as they are named on screen', () => {
    const changed = event({
      tipo: 'STATUS',
      status: { de: 'EM_ABERTO', para: 'AGUARDANDO_RESPOSTA_CLIENTE' },
    });
    expect(eventText(changed)).toBe(
      'ANA CAROLINA MENDES alterou a situação de Aberto para Aguardando resposta do cliente',
    );
    // The statuses are pieces of their own: the thread draws them as the app's status tags.
    expect(eventPieces(changed).filter((piece) => 'status' in piece)).toEqual([
      { status: 'EM_ABERTO' },
      { status: 'AGUARDANDO_RESPOSTA_CLIENTE' },
    ]);
  });

  it('closing says whether the request was resolved; reopening says the status it reopened in', () => {
    expect(
      eventText(
        event({
          tipo: 'FECHAMENTO',
          status: { de: 'EM_ANDAMENTO', para: 'FECHADO' },
          solicitacaoResolvida: true,
        }),
      ),
    ).toBe('ANA CAROLINA MENDES fechou o chamado de Em andamento para Fechado (solicitação resolvida)');
    expect(
      eventText(
        event({
          tipo: 'FECHAMENTO',
          status: { de: 'EM_ANALISE', para: 'FECHADO' },
          solicitacaoResolvida: false,
        }),
      ),
    ).toBe('ANA CAROLINA MENDES fechou o chamado de Em análise para Fechado (solicitação não resolvida)');
    expect(
      eventText(
        event({ tipo: 'REABERTURA', usuario: BRUNO, status: { de: 'FECHADO', para: 'EM_ANDAMENTO' } }),
      ),
    ).toBe('BRUNO HENRIQUE SOUZA reabriu o chamado de Fechado para Em andamento');
  });

  it('a due date: set the first time, changed from one moment to another, each written as the page writes dates', () => {
    const first = '2026-12-03T21:00:00.000Z';
    const later = '2026-12-05T13:30:00.000Z';
    expect(eventText(event({ tipo: 'PREVISAO', previsao: { de: null, para: first } }))).toBe(
      `ANA CAROLINA MENDES definiu a previsão de conclusão para ${shown(first)}`,
    );
    expect(eventText(event({ tipo: 'PREVISAO', previsao: { de: first, para: later } }))).toBe(
      `ANA CAROLINA MENDES alterou a previsão de conclusão de ${shown(first)} para ${shown(later)}`,
    );
    // The moments are pieces of their own: kept on one line.
    expect(eventPieces(event({ tipo: 'PREVISAO', previsao: { de: first, para: later } }))).toContainEqual({
      moment: later,
    });
  });

  it('assignees: who joined, who left, or both, names listed the pt-BR way; oneself alone took or left the ticket', () => {
    const assignees = (adicionados: UsuarioResumo[], removidos: UsuarioResumo[]) =>
      eventText(event({ tipo: 'RESPONSAVEIS', responsaveis: { adicionados, removidos } }));
    expect(assignees([BRUNO], [])).toBe(
      'ANA CAROLINA MENDES adicionou BRUNO HENRIQUE SOUZA aos responsáveis',
    );
    expect(assignees([BRUNO, CARLA, DANIEL], [])).toBe(
      'ANA CAROLINA MENDES adicionou BRUNO HENRIQUE SOUZA, CARLA DIAS e DANIEL ROCHA aos responsáveis',
    );
    expect(assignees([], [DANIEL])).toBe('ANA CAROLINA MENDES removeu DANIEL ROCHA dos responsáveis');
    expect(assignees([BRUNO, CARLA], [DANIEL])).toBe(
      'ANA CAROLINA MENDES adicionou BRUNO HENRIQUE SOUZA e CARLA DIAS aos responsáveis e removeu DANIEL ROCHA',
    );
    expect(assignees([ANA], [])).toBe('ANA CAROLINA MENDES assumiu o chamado');
    expect(assignees([], [ANA])).toBe('ANA CAROLINA MENDES saiu dos responsáveis');
    // With someone else, everyone is named.
    expect(assignees([ANA, BRUNO], [])).toBe(
      'ANA CAROLINA MENDES adicionou ANA CAROLINA MENDES e BRUNO HENRIQUE SOUZA aos responsáveis',
    );
    expect(assignees([BRUNO], [ANA])).toBe(
      'ANA CAROLINA MENDES adicionou BRUNO HENRIQUE SOUZA aos responsáveis e removeu ANA CAROLINA MENDES',
    );
  });
});

describe('the thread: comments and events in one line of time', () => {
  const comment = (id: number, createdAt: string) => ({ id, createdAt });
  const change = (id: number, createdAt: string) => ({ id, createdAt });
  const labels = (items: ReturnType<typeof threadItems>) =>
    items.map((item) => (item.kind === 'comment' ? `c${item.comment.id}` : `e${item.event.id}`));

  it('oldest first, whatever order the comments and events come in', () => {
    const items = threadItems(
      [comment(2, '2026-11-28T10:30:00.000Z'), comment(1, '2026-11-28T09:00:00.000Z')],
      [change(11, '2026-11-28T11:00:00.000Z'), change(10, '2026-11-28T10:00:00.000Z')],
    );
    expect(labels(items)).toEqual(['c1', 'e10', 'c2', 'e11']);
  });

  it('at the same moment the comment comes before the event (the reply, then the status it set), and ties keep creation order', () => {
    const same = '2026-11-28T14:05:00.000Z';
    const items = threadItems([comment(8, same), comment(7, same)], [change(21, same), change(20, same)]);
    expect(labels(items)).toEqual(['c7', 'c8', 'e20', 'e21']);
  });

  it('comments alone, or events alone (the history failed or is empty), keep their order', () => {
    expect(labels(threadItems([comment(1, AT)], []))).toEqual(['c1']);
    expect(labels(threadItems([], [change(3, AT)]))).toEqual(['e3']);
    expect(threadItems([], [])).toEqual([]);
  });
});
