import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { Link } from 'react-router-dom';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { listAddress } from '@/lib/navigation/list-return';

export const TICKET_LIST_PATH = '/dashboard/chamados';

/** The link back to the tickets list, as the user left it. */
export function BackToList() {
  return (
    <Link to={listAddress(TICKET_LIST_PATH)} className="ticket-details__back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> {texts.backToList}
    </Link>
  );
}

/** The page's shape while the ticket loads. */
export function TicketDetailsSkeleton() {
  return (
    <div className="ticket-details__skeleton" role="status" aria-live="polite">
      <span className="app-visually-hidden">{texts.loading}</span>
      <div className="ticket-details__card" aria-hidden="true">
        <Skeleton width="60%" height="2rem" />
        <Skeleton width="40%" height="1rem" />
        <Skeleton width="50%" height="1rem" />
        <Skeleton width="30%" height="1rem" />
      </div>
      <div className="ticket-details__card" aria-hidden="true">
        <Skeleton width="100%" height="6rem" />
      </div>
      {[0, 1].map((row) => (
        <div key={row} className="ticket-details__card ticket-details__skeleton-comment" aria-hidden="true">
          <Skeleton shape="circle" size="2rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
      ))}
    </div>
  );
}

/** The ticket does not exist (or the address is not a ticket's). */
export function TicketNotFound() {
  return (
    <div className="app-status-page" role="alert">
      <p>{texts.notFound}</p>
      <BackToList />
    </div>
  );
}

/** The ticket could not be loaded: the reason, a retry and the way back. */
export function TicketLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="app-status-page" role="alert">
      <p>{texts.loadFailed}</p>
      {message && <p className="ticket-details__error-detail">{message}</p>}
      <Button type="button" icon="pi pi-refresh" label={texts.retry} onClick={onRetry} />
      <BackToList />
    </div>
  );
}
