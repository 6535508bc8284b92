import { firstNameOf } from '@/lib/format/person-name';
import { pageTitles, uiText } from '@/lib/messages';
import { useCurrentUser } from '@/lib/session/session-store';
import { RoutineShortcuts } from './routine-shortcuts';
import { TicketStatusSummary } from './ticket-status-summary';
import '@/ui/page-layout.css';
import './dashboard.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard: the start page for staff — open tickets by status and shortcuts to their routines. */
export function DashboardPage() {
  const user = useCurrentUser();

  useDocumentTitle(pageTitles.dashboard);

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <h1 className="app-page-title">{pageTitles.dashboard}</h1>
        <p className="app-page-lead">
          {uiText.greeting(firstNameOf(user.nome))}. Acompanhe os chamados e acesse suas rotinas.
        </p>
      </div>
      <TicketStatusSummary />
      <RoutineShortcuts />
    </div>
  );
}
