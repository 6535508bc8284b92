import { keepPreviousData } from '@tanstack/react-query';
import { Button } from '@/ui/button';
import { Paginator } from '@/ui/primereact/paginator';
import { useState } from 'react';
import { LimitePaginaParameter, type ListaNotificacoesParams } from '@generated/api/model';
import { useListaNotificacoes } from '@generated/api/notificacoes/notificacoes';
import { getErrorMessage } from '@/lib/http/error-message';
import { emptyMessages } from '@/lib/messages';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton } from './notification-skeleton';
import { notificationText } from './notification-text';

export const NOTIFICATION_PAGE_SIZE = LimitePaginaParameter.NUMBER_10;

export interface NotificationListProps {
  /** 'Não lidas' sends lido=false; 'Todas' no lido. */
  unreadOnly: boolean;
  label: string;
  onNavigate: (route: string) => void;
}

/** One page of notifications with a paginator; skeleton while loading, the empty text when none. */
export function NotificationList({ unreadOnly, label, onNavigate }: NotificationListProps) {
  const [page, setPage] = useState(0);
  const params: ListaNotificacoesParams = {
    pagina: page + 1,
    limitePagina: NOTIFICATION_PAGE_SIZE,
    ...(unreadOnly ? { lido: false } : {}),
  };
  const query = useListaNotificacoes(params, {
    // The error is shown in the drawer, not as a toast as well.
    query: { placeholderData: keepPreviousData, meta: { silent: true } },
  });
  const data = query.data;

  // Marking the last items of the last page read can leave the page past the end: step back.
  if (data && page > 0 && page >= data.totalPaginas) setPage(Math.max(0, data.totalPaginas - 1));

  if (query.isPending) return <NotificationSkeleton />;
  if (query.isError && !data) {
    return (
      <div className="notification-list__message" role="alert">
        <p>{getErrorMessage(query.error)}</p>
        <Button
          type="button"
          label={notificationText.retry}
          size="small"
          outlined
          onClick={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!data || data.items.length === 0) {
    return <p className="notification-list__message">{emptyMessages.noNotifications}</p>;
  }

  return (
    <>
      <ul className="notification-list" aria-label={label} aria-busy={query.isFetching}>
        {data.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
        ))}
      </ul>
      {data.totalPaginas > 1 && (
        <Paginator
          className="notification-list__paginator"
          first={page * NOTIFICATION_PAGE_SIZE}
          rows={NOTIFICATION_PAGE_SIZE}
          totalRecords={data.totalItens}
          onPageChange={(event) => setPage(event.page)}
          template="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate="{currentPage} de {totalPages}"
        />
      )}
    </>
  );
}
