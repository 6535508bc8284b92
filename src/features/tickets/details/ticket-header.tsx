import { useId, type ReactNode } from 'react';
import type { Chamado } from '@generated/api/model';
import { UserAvatar } from '@/ui/user-avatar';
import { formatDateTime } from '@/lib/format/date';
import { SETOR_LABELS } from '@/lib/format/ticket-labels';
import { TicketAge } from '../ticket-age';
import { TicketDueDate } from '../ticket-due-date';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import type { TicketActionKind } from './ticket-actions';
import { TicketHeaderActions } from './ticket-header-actions';
import { TicketStatusMenu } from './ticket-status-menu';
import { isClosedTicket } from '../ticket-closed';

export interface TicketHeaderProps {
  chamado: Chamado;
  /**
   * Opens the dialog of one of the ticket's actions (ticket-actions.ts): from its button, or from the
   * status menu ('Alterar com comentário…', 'Fechar chamado…').
   */
  onAction: (kind: TicketActionKind) => void;
  /** Takes the user to the reply box below the thread (focused), however long the thread. */
  onReply: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ticket-header__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Code, title, status (a menu that changes it), sector, customer, dates, assignees and the ticket's
 * actions ('Reabrir' once closed: ticket-header-actions.tsx).
 */
export function TicketHeader({ chamado, onAction, onReply }: TicketHeaderProps) {
  const ids = useId();
  const closed = isClosedTicket(chamado);
  return (
    <header className="ticket-details__card ticket-header">
      <div className="ticket-header__title-row">
        <h2 className="ticket-header__title">
          <span className="ticket-header__code">{texts.code(chamado.codigoSequencial)}</span> {chamado.titulo}
        </h2>
        <TicketStatusMenu
          chamado={chamado}
          onChangeWithComment={() => onAction('status')}
          onClose={() => onAction('close')}
        />
      </div>
      <dl className="ticket-header__facts" aria-label={texts.facts}>
        <Fact label={texts.setor}>{SETOR_LABELS[chamado.setor]}</Fact>
        <Fact label={texts.customer}>{chamado.empresa?.nome ?? texts.noCustomer}</Fact>
        <Fact label={texts.openedAt}>
          <span className="ticket-header__opened">
            <span>{formatDateTime(chamado.createdAt)}</span> <TicketAge createdAt={chamado.createdAt} />
          </span>
        </Fact>
        {chamado.usuarioCreated?.nome && <Fact label={texts.openedBy}>{chamado.usuarioCreated.nome}</Fact>}
        <Fact label={texts.expectedCompletion}>
          <TicketDueDate ticket={chamado} empty={texts.notDefined} showLabel />
        </Fact>
        {closed && <Fact label={texts.closedAt}>{formatDateTime(chamado.dataFechamento)}</Fact>}
        {closed && <Fact label={texts.resolved}>{chamado.solicitacaoResolvida ? texts.yes : texts.no}</Fact>}
      </dl>
      <div className="ticket-header__assignees">
        <h3 id={`${ids}-assignees`} className="ticket-header__assignees-title">
          {texts.assignees}
        </h3>
        {chamado.responsaveis.length === 0 ? (
          <p className="ticket-header__none">{texts.noAssignees}</p>
        ) : (
          <ul className="ticket-header__assignee-list" aria-labelledby={`${ids}-assignees`}>
            {chamado.responsaveis.map((responsavel) => (
              <li key={responsavel.id} className="ticket-header__assignee">
                <UserAvatar
                  name={responsavel.usuario.nome}
                  avatarUrl={responsavel.usuario.avatarUrl}
                  size="small"
                />
                <span>{responsavel.usuario.nome}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <TicketHeaderActions chamado={chamado} onAction={onAction} onReply={onReply} />
    </header>
  );
}
