import { Button } from '@/ui/button';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Notificacao, VarianteNotificacao } from '@generated/api/model';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { hasAccess } from '@/lib/permissions/route-access';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { pathAccess } from '@/lib/resources/path-access';
import { isSignedInAreaPath } from '@/lib/session/redirect-target';
import { notificationText } from './notification-text';
import { useNotificationActions } from './use-notification-actions';

const VARIANT_ICONS: Record<VarianteNotificacao, string> = {
  SUCESSO: 'pi pi-check-circle',
  ERRO: 'pi pi-times-circle',
  INFO: 'pi pi-info-circle',
};

export interface NotificationItemProps {
  notification: Notificacao;
  onNavigate: (route: string) => void;
}

/**
 * One notification: variant, title, description, time, optional action link and the read toggle. The
 * action's route comes from the API: it is a link only when it is a page of the signed-in area (a router
 * link, so a middle click opens that page and nothing else) that the user may open (the route's access
 * rules: no 'Ver servidores' for a user who would be sent back with 'Usuário sem acesso a esta rotina');
 * any other address shows no link.
 */
export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { toggle, openAction, busy } = useNotificationActions(onNavigate);
  const flags = usePermissions();
  const { titulo, descricao, variante, lido, createdAt, notificacaoAcao } = notification;
  const variant = variante.toLowerCase();
  // Screen readers hear the variant and the unread state before the title: 'Erro, não lida: …'.
  const srPrefix = `${notificationText.variants[variante]}${lido ? '' : `, ${notificationText.unreadStatus.toLowerCase()}`}:`;

  const route =
    notificacaoAcao &&
    isSignedInAreaPath(notificacaoAcao.rota) &&
    hasAccess(flags, pathAccess(notificacaoAcao.rota))
      ? notificacaoAcao.rota
      : null;

  const onActionClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier opens the page in another tab or window, as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) void openAction(notification);
  };

  return (
    <li
      className={`notification-item notification-item--${variant}${lido ? '' : ' notification-item--unread'}`}
    >
      <i className={`notification-item__icon ${VARIANT_ICONS[variante]}`} aria-hidden="true" />
      <div className="notification-item__body">
        <h3 className="notification-item__title">
          <span className="app-visually-hidden">{srPrefix}</span> {titulo}
        </h3>
        <p className="notification-item__description">{descricao}</p>
        <time className="notification-item__time" dateTime={createdAt}>
          {formatRelativeTime(createdAt)}
        </time>
        {notificacaoAcao && route && (
          <Link className="notification-item__action" to={route} onClick={onActionClick} aria-disabled={busy}>
            {notificacaoAcao.titulo}
          </Link>
        )}
      </div>
      <Button
        type="button"
        className="notification-item__toggle"
        icon={lido ? 'pi pi-envelope' : 'pi pi-check'}
        rounded
        text
        severity="secondary"
        aria-label={`${lido ? notificationText.markUnread : notificationText.markRead}: ${titulo}`}
        tooltip={lido ? notificationText.markUnread : notificationText.markRead}
        disabled={busy}
        onClick={() => toggle(notification)}
      />
    </li>
  );
}
