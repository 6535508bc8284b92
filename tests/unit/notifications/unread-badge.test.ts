import { describe, expect, it } from 'vitest';
import { bellLabel, UNREAD_BADGE_MAX, unreadBadgeText } from '@/features/notifications/unread-badge';

describe('unread badge', () => {
  it('shows the count up to 99 and 99+ above it', () => {
    expect(UNREAD_BADGE_MAX).toBe(99);
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });

  it('has no badge at 0 or before the count is known', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
  });

  it('names the bell with the exact count', () => {
    expect(bellLabel(5)).toBe('Notificações, 5 não lidas');
    expect(bellLabel(1)).toBe('Notificações, 1 não lida');
    expect(bellLabel(150)).toBe('Notificações, 150 não lidas');
    expect(bellLabel(0)).toBe('Notificações, nenhuma não lida');
    expect(bellLabel(undefined)).toBe('Notificações');
  });
});
