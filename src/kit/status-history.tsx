import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useMemo } from 'react';
import type { HistoricoStatus, Recurso } from '@generated/api/model';
import { useBuscaStatusCadastro } from '@generated/api/recursos/recursos';
import { formatDateTime } from '@/lib/format/date';
import { emptyMessages, uiText } from '@/lib/messages';
import { historyTexts } from './resource-texts';
import './resource.css';

export interface StatusHistoryProps {
  recurso: Recurso;
  id: number;
}

const SKELETON_ROWS = 3;

/** Newest first (by date, then by id); the API's order is not relied upon. */
export function sortHistory(events: readonly HistoricoStatus[]): HistoricoStatus[] {
  return [...events].sort((a, b) => {
    const byDate = Date.parse(b.createdAt) - Date.parse(a.createdAt);
    return byDate !== 0 && !Number.isNaN(byDate) ? byDate : b.id - a.id;
  });
}

/**
 * The record's lock/unlock history (GET {route}/busca-status-cadastro/{id}): newest first, each
 * event with 'Ativado' / 'Inativado', the reason, the user and the date. Loading skeleton, empty state,
 * and an error state with a retry button (its own: no global toast).
 */
export function StatusHistory({ recurso, id }: StatusHistoryProps) {
  const query = useBuscaStatusCadastro(recurso, id, { query: { meta: { silent: true } } });
  const events = useMemo(() => sortHistory(query.data?.historico ?? []), [query.data]);

  return (
    <section className="status-history" aria-label={historyTexts.title}>
      <h3 className="status-history__title">{historyTexts.title}</h3>
      {query.isPending ? (
        <div role="status" className="status-history__loading">
          <span className="app-visually-hidden">{uiText.loading}</span>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="status-history__skeleton" aria-hidden="true">
              <Skeleton width="30%" height="1rem" />
              <Skeleton width="85%" height="0.8rem" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="status-history__error">
          <p>{historyTexts.loadFailed}</p>
          <Button
            type="button"
            label={historyTexts.retry}
            icon="pi pi-refresh"
            size="small"
            outlined
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          />
        </div>
      ) : events.length === 0 ? (
        <p className="status-history__empty">{emptyMessages.noRecords}</p>
      ) : (
        <ol className="status-history__list">
          {events.map((event) => (
            <li key={event.id} className="status-history__item">
              <span className={`status-history__badge status-history__badge--${event.ativo ? 'on' : 'off'}`}>
                {event.ativo ? historyTexts.activated : historyTexts.deactivated}
              </span>
              <dl className="status-history__data">
                <dt>{historyTexts.reason}</dt>
                <dd>{event.motivo}</dd>
                {event.usuario?.nome && (
                  <>
                    <dt>{historyTexts.by}</dt>
                    <dd>{event.usuario.nome}</dd>
                  </>
                )}
                <dt>{historyTexts.at}</dt>
                <dd>
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
