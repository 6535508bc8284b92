import { Outlet } from 'react-router-dom';
import { useImportOutcomes } from '@/lib/imports/import-outcomes';
import { useLiveConnection } from '@/lib/live/live-socket';
import { useIdleTimeout } from '@/lib/session/idle-timeout';
import { useCurrentUser } from '@/lib/session/session-store';
import { Breadcrumbs } from './breadcrumbs';
import { ShellShortcuts } from './shell-shortcuts';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useGlobalShortcuts } from './use-global-shortcuts';
import './shell.css';

/**
 * Layout of every /dashboard route: the top bar, the side navigation and the routed page inside
 * <main> (content max width min(80%, 1180px)) under its breadcrumb trail. Keeps the session's one live socket open, and listens
 * for the outcome of every import there (listening first: an outcome may be waiting for the socket); ends
 * the session after the configured time without activity. Its keyboard shortcuts open the quick search
 * (Ctrl/⌘+K), the shortcuts' help ('?'), the page's search ('/') and its new-record form ('n').
 */
export function DashboardLayout() {
  const user = useCurrentUser();
  useImportOutcomes();
  useLiveConnection(user.id);
  useIdleTimeout();
  const shortcuts = useGlobalShortcuts();

  return (
    <div className="app-shell">
      <a className="app-skip-link" href="#conteudo-principal">
        Ir para o conteúdo
      </a>
      <TopBar onQuickSearch={() => shortcuts.open('palette')} />
      <SideNav />
      <div className="app-shell__content">
        <main id="conteudo-principal" className="app-main" tabIndex={-1}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <ShellShortcuts panel={shortcuts.panel} opened={shortcuts.opened} onClose={shortcuts.close} />
    </div>
  );
}
