import { Button } from '@/ui/button';
import type { MouseEvent } from 'react';
import type { Notificacao, VarianteNotificacao } from '@generated/api/model';
import { formatRelativeTime } from '@/lib/format/relative-time';
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

/** One notification: variant, title, description, time, optional action link and the read toggle. */
export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { toggle, openAction, busy } = useNotificationActions(onNavigate);
  const { titulo, descricao, variante, lido, createdAt, notificacaoAcao } = notification;
  const variant = variante.toLowerCase();
  // Screen readers hear the variant and the unread state before the title: 'Erro, não lida: …'.
  const srPrefix = `${notificationText.variants[variante]}${lido ? '' : `, ${notificationText.unreadStatus.toLowerCase()}`}:`;

  const onActionClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!busy) void openAction(notification);
  };

  return (
    <li className={`notification-item notification-item--${variant}${lido ? '' : ' notification-item--unread'}`}>
      <i className={`notification-item__icon ${VARIANT_ICONS[variante]}`} aria-hidden="true" />
      <div className="notification-item__body">
        <h3 className="notification-item__title">
          <span className="app-visually-hidden">{srPrefix}</span> {titulo}
        </h3>
        <p className="notification-item__description">{descricao}</p>
        <time className="notification-item__time" dateTime={createdAt}>
          {formatRelativeTime(createdAt)}
        </time>
        {notificacaoAcao && (
          <a className="notification-item__action" href={notificacaoAcao.rota} onClick={onActionClick} aria-disabled={busy}>
            {notificacaoAcao.titulo}
          </a>
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
