import '../tickets.css';
import './ticket-details.css';
import { useCallback, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Chamado } from '@generated/api/model';
import { useBuscaChamado } from '@generated/api/chamados/chamados';
import { AttachmentList } from '../attachments/attachment-list';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { useRecordId } from '@/kit';
import { refreshedEvery, TICKET_REFRESH_MS } from '../ticket-refresh';
import { getErrorMessage, getErrorStatus } from '@/lib/http/error-message';
import { pageTitles } from '@/lib/messages';
import { usePageCrumb } from '@/lib/navigation/page-crumb';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { useTicketHistory, type TicketHistory } from './use-ticket-history';
import { TicketDialogs } from './ticket-dialogs';
import { BackToList, TicketDetailsSkeleton, TicketLoadFailed, TicketNotFound } from './ticket-details-states';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import type { TicketActionKind } from './ticket-actions';
import { TicketHeader } from './ticket-header';
import { QueueNav } from '../queue/queue-nav';
import { useTicketQueue } from '../queue/use-ticket-queue';
import { isClosedTicket } from '../ticket-closed';

/**
 * /dashboard/chamados/:ticketId/detalhes: the ticket's header and actions, its description, the comment
 * thread and (while open) the new comment form. An address that is not a ticket's, or a 404, shows
 * 'Chamado não encontrado'; other failures can be retried.
 */
export function TicketDetailsPage() {
  const id = useRecordId('ticketId');
  const validId = typeof id === 'number' ? id : 0;
  // Asked again every 15 s while the page is visible (../ticket-refresh.ts): a customer's reply shows
  // without a reload, and the page below (a dialog, a comment being written) stays as it is.
  const query = useBuscaChamado(validId, {
    query: { enabled: validId > 0, meta: { silent: true }, ...refreshedEvery(TICKET_REFRESH_MS) },
  });
  const chamado = query.data;
  // The thread's events, asked beside the ticket rather than after it (use-ticket-history.ts).
  const history = useTicketHistory(validId, chamado?.updatedAt);

  // One number for the ticket wherever a person reads it: its code (the address keeps the id).
  const named = chamado ? texts.documentTitle(chamado.codigoSequencial) : undefined;
  useDocumentTitle(named ?? pageTitles.ticketDetails);
  usePageCrumb(useLocation().pathname, named);
  // Opened from the list: 'Anterior' and 'Próximo' (and k/j) walk the queue as it was filtered and ordered.
  const queue = useTicketQueue(validId);

  let content;
  if (validId === 0 || (query.isError && getErrorStatus(query.error) === 404)) content = <TicketNotFound />;
  else if (chamado) content = <TicketDetails key={chamado.id} chamado={chamado} history={history} />;
  else if (query.isError)
    content = (
      <TicketLoadFailed message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  else content = <TicketDetailsSkeleton />;

  return (
    <div className="ticket-details">
      <div className="ticket-details__top">
        <h1 className="app-page-title">{pageTitles.ticketDetails}</h1>
        {queue && <QueueNav nav={queue} />}
        <BackToList />
      </div>
      {content}
    </div>
  );
}

/**
 * The reply box sits after the thread, where a reply belongs; 'Responder' in the header brings it
 * into view and puts the cursor in it, so a 40-comment thread is never scrolled through to answer.
 */
function useReplyBox(editorId: string) {
  return useCallback(() => {
    const editor = document.getElementById(editorId);
    editor?.focus({ preventScroll: true });
    // The whole reply box in view (its title, the editor and 'Comentar'), not just the editor's edge.
    editor?.closest('section')?.scrollIntoView?.({ block: 'start' });
  }, [editorId]);
}

function TicketDetails({ chamado, history }: { chamado: Chamado; history: TicketHistory }) {
  const ids = useId();
  const [dialog, setDialog] = useState<TicketActionKind | null>(null);
  const closed = isClosedTicket(chamado);
  const commentIds = `${ids}-reply`;
  const reply = useReplyBox(`${commentIds}-comentario`);
  return (
    <>
      <TicketHeader chamado={chamado} onAction={setDialog} onReply={reply} />
      <section className="ticket-details__card ticket-description" aria-labelledby={`${ids}-description`}>
        <h2 id={`${ids}-description`} className="ticket-details__section-title">
          {texts.description}
        </h2>
        <RichTextView html={chamado.descricao} className="ticket-description__text" />
        <AttachmentList anexos={chamado.anexos} className="ticket-description__attachments" />
      </section>
      <CommentThread
        ticketId={chamado.id}
        comentarios={chamado.comentarios}
        closed={closed}
        history={history}
      />
      {/* Mounted while closed too: a comment being written when the ticket is closed (elsewhere, seen on a
          refresh) stays on screen; the form shows only while the ticket is open or something is written. */}
      <CommentForm ticketId={chamado.id} status={chamado.status} ids={commentIds} closed={closed} />
      <TicketDialogs chamado={chamado} open={dialog} onHide={() => setDialog(null)} />
    </>
  );
}
