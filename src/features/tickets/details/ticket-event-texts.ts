import type { EventoChamado, StatusChamado, UsuarioResumo } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/date';
import { STATUS_LABELS } from '@/lib/format/ticket-labels';

/**
 * One piece of an event's line in the thread: words, a status (shown as the app's status tag) or a
 * moment (a due date, kept on one line).
 */
export type EventPiece = { text: string } | { status: StatusChamado } | { moment: string };

/** pt-BR texts of the ticket's history in its thread (the events' lines, their failure note). */
export const ticketEventTexts = {
  historyFailed: 'Não foi possível carregar o histórico de alterações.',
  retry: 'Tentar novamente',
} as const;

const names = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });
const nameList = (users: readonly UsuarioResumo[]) => names.format(users.map((user) => user.nome));

const text = (value: string): EventPiece => ({ text: value });

/** "de <status> para <status>" */
function fromTo(change: EventoChamado['status']): EventPiece[] {
  if (!change) return [];
  return [text(' de '), { status: change.de }, text(' para '), { status: change.para }];
}

function assigneePieces(event: EventoChamado): EventPiece[] {
  const { adicionados = [], removidos = [] } = event.responsaveis ?? {};
  const onlySelf = (users: readonly UsuarioResumo[], others: readonly UsuarioResumo[]) =>
    users.length === 1 && users[0].id === event.usuario.id && others.length === 0;
  // Not "ANA adicionou ANA aos responsáveis".
  if (onlySelf(adicionados, removidos)) return [text(' assumiu o chamado')];
  if (onlySelf(removidos, adicionados)) return [text(' saiu dos responsáveis')];
  const parts: string[] = [];
  if (adicionados.length > 0) parts.push(`adicionou ${nameList(adicionados)} aos responsáveis`);
  // "… aos responsáveis e removeu DANIEL": said once, after the first verb.
  if (removidos.length > 0)
    parts.push(`removeu ${nameList(removidos)}${parts.length > 0 ? '' : ' dos responsáveis'}`);
  return [text(` ${parts.join(' e ') || 'alterou os responsáveis'}`)];
}

/**
 * The line of an event, who first: "ANA alterou a situação de Aberto para Em análise", "ANA fechou o
 * chamado de Em andamento para Fechado (solicitação resolvida)", "ANA reabriu o chamado de Fechado para
 * Em andamento", "ANA definiu a previsão de conclusão para 05/12/2026 - 18:00", "ANA alterou a previsão
 * de conclusão de … para …", "ANA adicionou BRUNO e CARLA aos responsáveis e removeu DANIEL", "ANA
 * assumiu o chamado" (she added herself alone), "ANA saiu dos responsáveis" (she removed herself alone).
 */
export function eventPieces(event: EventoChamado): EventPiece[] {
  const who = text(event.usuario.nome);
  switch (event.tipo) {
    case 'STATUS':
      return [who, text(' alterou a situação'), ...fromTo(event.status)];
    case 'FECHAMENTO': {
      const resolved =
        event.solicitacaoResolvida === undefined
          ? []
          : [text(event.solicitacaoResolvida ? ' (solicitação resolvida)' : ' (solicitação não resolvida)')];
      return [who, text(' fechou o chamado'), ...fromTo(event.status), ...resolved];
    }
    case 'REABERTURA':
      return [who, text(' reabriu o chamado'), ...fromTo(event.status)];
    case 'PREVISAO': {
      const { de = null, para = '' } = event.previsao ?? {};
      return de
        ? [
            who,
            text(' alterou a previsão de conclusão de '),
            { moment: de },
            text(' para '),
            { moment: para },
          ]
        : [who, text(' definiu a previsão de conclusão para '), { moment: para }];
    }
    case 'RESPONSAVEIS':
      return [who, ...assigneePieces(event)];
  }
}

/** The line as plain text (statuses by their names, moments as the page writes them). */
export function eventText(event: EventoChamado): string {
  return eventPieces(event)
    .map((piece) =>
      'text' in piece
        ? piece.text
        : 'status' in piece
          ? STATUS_LABELS[piece.status]
          : formatDateTime(piece.moment),
    )
    .join('');
}
