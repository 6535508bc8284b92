import { notificationText } from './notification-text';

/** The badge shows at most 99. */
export const UNREAD_BADGE_MAX = 99;

/** The badge text: null at 0 (no badge), the count up to 99, '99+' above. */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** The bell's accessible name: 'Notificações, 5 não lidas' (the exact count, never capped). */
export function bellLabel(count: number | null | undefined): string {
  if (count === null || count === undefined) return notificationText.title;
  if (count <= 0) return `${notificationText.title}, nenhuma não lida`;
  return `${notificationText.title}, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;
}
