import '../tickets.css';
import './ticket-details.css';
import { useId, useState } from 'react';
import type { Chamado } from '@generated/api/model';
import { useBuscaChamado } from '@generated/api/chamados/chamados';
import { AttachmentList } from '../attachments/attachment-list';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { useRecordId } from '@/kit';
import { getErrorMessage, getErrorStatus } from '@/lib/http/error-message';
import { pageTitles } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { TicketDialogs } from './ticket-dialogs';
import { BackToList, TicketDetailsSkeleton, TicketLoadFailed, TicketNotFound } from './ticket-details-states';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { TicketHeader, type TicketDialogKind } from './ticket-header';

/**
 * /dashboard/chamados/:ticketId/detalhes: the ticket's header and actions, its description, the comment
 * thread and (while open) the new comment form. An address that is not a ticket's, or a 404, shows
 * 'Chamado não encontrado'; other failures can be retried.
 */
export function TicketDetailsPage() {
  const id = useRecordId('ticketId');
  const validId = typeof id === 'number' ? id : 0;
  const query = useBuscaChamado(validId, { query: { enabled: validId > 0, meta: { silent: true } } });
  const chamado = query.data;

  useDocumentTitle(chamado ? texts.documentTitle(chamado.codigoSequencial) : pageTitles.ticketDetails);

  let content;
  if (validId === 0 || (query.isError && getErrorStatus(query.error) === 404)) content = <TicketNotFound />;
  else if (chamado) content = <TicketDetails key={chamado.id} chamado={chamado} />;
  else if (query.isError) content = <TicketLoadFailed message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <TicketDetailsSkeleton />;

  return (
    <div className="ticket-details">
      <div className="ticket-details__top">
        <h1 className="app-page-title">{pageTitles.ticketDetails}</h1>
        <BackToList />
      </div>
      {content}
    </div>
  );
}

function TicketDetails({ chamado }: { chamado: Chamado }) {
  const ids = useId();
  const [dialog, setDialog] = useState<TicketDialogKind | null>(null);
  const closed = chamado.status === 'FECHADO';
  return (
    <>
      <TicketHeader chamado={chamado} onAction={setDialog} />
      <section className="ticket-details__card ticket-description" aria-labelledby={`${ids}-description`}>
        <h2 id={`${ids}-description`} className="ticket-details__section-title">
          {texts.description}
        </h2>
        <RichTextView html={chamado.descricao} className="ticket-description__text" />
        <AttachmentList anexos={chamado.anexos} className="ticket-description__attachments" />
      </section>
      <CommentThread ticketId={chamado.id} comentarios={chamado.comentarios} closed={closed} />
      {!closed && <CommentForm ticketId={chamado.id} />}
      <TicketDialogs chamado={chamado} open={closed ? null : dialog} onHide={() => setDialog(null)} />
    </>
  );
}
