import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pathChangeRevalidation } from '@/app/guards/session-loaders';

function args(from: string, to: string, defaultShouldRevalidate = true): ShouldRevalidateFunctionArgs {
  const base = 'http://app.test';
  return {
    currentUrl: new URL(from, base),
    nextUrl: new URL(to, base),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate,
  };
}

describe('pathChangeRevalidation: the route guards run again on a path change, not on a search-only one', () => {
  it.each([
    ['/dashboard/cidades', '/dashboard/cidades?pagina=2'],
    ['/dashboard/cidades?pagina=2', '/dashboard/cidades?pagina=2&ordem=codigoIbge%2Casc'],
    ['/dashboard/chamados?aba=TODOS', '/dashboard/chamados?aba=FECHADO'],
  ])('%s → %s: not again', (from, to) => {
    expect(pathChangeRevalidation(args(from, to))).toBe(false);
  });

  it('a new path follows react-router’s own answer', () => {
    expect(pathChangeRevalidation(args('/dashboard/cidades', '/dashboard/cidades/3/consulta'))).toBe(true);
    expect(pathChangeRevalidation(args('/dashboard/cidades', '/dashboard/bancos', false))).toBe(false);
  });
});
