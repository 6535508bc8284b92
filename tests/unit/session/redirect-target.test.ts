import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectTarget, signInPathFor } from '@/lib/session/redirect-target';

describe('redirect after sign-in', () => {
  it('follows an internal path of the signed-in area', () => {
    expect(safeRedirectTarget('/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/dashboard/cidades')).toBe('/dashboard/cidades');
    expect(safeRedirectTarget('/dashboard/chamados/12/detalhes')).toBe('/dashboard/chamados/12/detalhes');
  });

  it.each([
    null,
    '',
    '/',
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/dashboardx',
    '/dashboard/../admin',
    '/dashboard//evil.example',
    '/dashboard\\..\\x',
    '/dashboard/%2e%2e/x',
    'javascript:alert(1)',
    '/outra-coisa',
  ])('goes to the tickets list for %s', (redirect) => {
    expect(safeRedirectTarget(redirect)).toBe(DEFAULT_SIGNED_IN_PATH);
  });

  it('keeps the original pathname in the sign-in URL', () => {
    expect(signInPathFor('/dashboard/cidades')).toBe('/?redirect=%2Fdashboard%2Fcidades');
    expect(new URLSearchParams(signInPathFor('/dashboard/a b').slice(2)).get('redirect')).toBe(
      '/dashboard/a b',
    );
  });
});
