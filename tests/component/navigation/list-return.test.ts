import { afterEach, describe, expect, it } from 'vitest';
import { forgetListAddresses, listAddress, rememberListAddress } from '@/lib/navigation/list-return';
import { SIGNED_OUT, setSessionSnapshot } from '@/lib/session/session-state';

const signedIn = {
  status: 'signed-in' as const,
  user: { id: 1, nome: 'A', email: 'a@x', avatarUrl: null, admin: true },
  actions: new Set<string>(),
};

describe('where each list was left', () => {
  afterEach(() => {
    forgetListAddresses();
    setSessionSnapshot(SIGNED_OUT);
  });

  it('opens a list never left at its bare path', () => {
    expect(listAddress('/dashboard/cidades')).toBe('/dashboard/cidades');
  });

  it('opens each list with the query it last showed, list by list', () => {
    rememberListAddress('/dashboard/cidades', '?busca=rio&pagina=3');
    rememberListAddress('/dashboard/bancos', 'situacao=ativos');
    expect(listAddress('/dashboard/cidades')).toBe('/dashboard/cidades?busca=rio&pagina=3');
    expect(listAddress('/dashboard/bancos')).toBe('/dashboard/bancos?situacao=ativos');
  });

  it('a list brought back to its first state opens there', () => {
    rememberListAddress('/dashboard/cidades', '?pagina=2');
    rememberListAddress('/dashboard/cidades', '');
    expect(listAddress('/dashboard/cidades')).toBe('/dashboard/cidades');
  });

  it('forgets every list at sign-out, not while the session goes on', () => {
    setSessionSnapshot(signedIn);
    rememberListAddress('/dashboard/chamados', '?tab=TODOS');
    setSessionSnapshot({ ...signedIn, user: { ...signedIn.user, nome: 'B' } });
    expect(listAddress('/dashboard/chamados')).toBe('/dashboard/chamados?tab=TODOS');
    setSessionSnapshot(SIGNED_OUT);
    expect(listAddress('/dashboard/chamados')).toBe('/dashboard/chamados');
  });
});
