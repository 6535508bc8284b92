import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/lib/http/error-message';
import { listAddress } from '@/lib/navigation/list-return';
import { openTicketStatuses, ticketListPath } from './ticket-statuses';
import { useTicketCounts } from './use-ticket-counts';
import './ticket-status-summary.css';

const statuses = openTicketStatuses.map((card) => card.status);
const countFormat = new Intl.NumberFormat('pt-BR');

function ticketsText(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'chamado' : 'chamados'}`;
}

/** Open tickets by status: a card per status with its count, each opening the list on that status. */
export function TicketStatusSummary() {
  const { counts, isPending, error, retry } = useTicketCounts(statuses);
  const total = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const loaded = !isPending && !error;

  return (
    <section className="dash-section" aria-labelledby="dash-tickets-title" aria-busy={isPending}>
      <div className="dash-section__header">
        <h2 id="dash-tickets-title" className="dash-section__title">
          Chamados por situação
        </h2>
        {loaded && <span className="dash-section__meta">{ticketsText(total)} não fechados</span>}
        <Link to={listAddress('/dashboard/chamados')} className="dash-section__more">
          Ver chamados <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>

      {error ? (
        <div className="dash-state dash-state--error" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{getErrorMessage(error)}</span>
          <Button
            type="button"
            label="Tentar novamente"
            icon="pi pi-refresh"
            size="small"
            outlined
            onClick={retry}
          />
        </div>
      ) : loaded && total === 0 ? (
        <div className="dash-state">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <span>Nenhum chamado aguardando atendimento.</span>
        </div>
      ) : (
        <ul className="dash-status-grid">
          {openTicketStatuses.map(({ status, label, icon, tone }) => {
            const count = counts[status];
            return (
              <li key={status}>
                <Link
                  to={ticketListPath(status)}
                  className={`dash-status-card dash-tone-${tone}`}
                  aria-label={count === undefined ? label : `${label}: ${ticketsText(count)}`}
                >
                  <span className="dash-status-card__icon" aria-hidden="true">
                    <i className={icon} />
                  </span>
                  {/* The label first, so the visible text ('Aberto 12') reads as the start of the link's name
                      (WCAG 2.5.3); the grid areas keep the count on top. */}
                  <span className="dash-status-card__label">{label}</span>{' '}
                  <span className="dash-status-card__count">
                    {count === undefined ? (
                      <Skeleton width="2.5rem" height="1.9rem" />
                    ) : (
                      countFormat.format(count)
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
