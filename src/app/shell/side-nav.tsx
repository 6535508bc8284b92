import { Link, useLocation } from 'react-router-dom';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { canOpenResourceList } from '@/lib/resources/use-viewable-resources';
import { activeNavItemId, navItems, type NavItem } from './nav-items';
import './side-nav.css';
import { listAddress } from '@/lib/navigation/list-return';

/**
 * Clientes and Usuários only for whoever may open those lists (canViewCustomers, canViewUsers, the same
 * rule as their routes); Chamados and Rotinas need only a session.
 */
function useVisibleNavItems(): readonly NavItem[] {
  const flags = usePermissions();
  return navItems.filter((item) => !item.requires || canOpenResourceList(flags, item.requires));
}

/**
 * The side navigation: a 90 px bar on the left on desktop, a bottom bar on mobile widths.
 * The entry owning the current page is highlighted and marked aria-current="page". Each entry opens its
 * list as the user left it in this session; the entry of the list on screen, at its current address
 * (what was left is written after this renders).
 */
export function SideNav() {
  const { pathname, search } = useLocation();
  const items = useVisibleNavItems();
  const activeId = activeNavItemId(pathname);

  return (
    <nav className="app-sidenav" aria-label="Navegação principal">
      <ul className="app-sidenav__list">
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id} className="app-sidenav__entry">
              <Link
                to={item.to === pathname ? pathname + search : listAddress(item.to)}
                className={active ? 'app-sidenav__link app-sidenav__link--active' : 'app-sidenav__link'}
                aria-current={active ? 'page' : undefined}
              >
                <i className={`${item.icon} app-sidenav__icon`} aria-hidden="true" />
                <span className="app-sidenav__label">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
