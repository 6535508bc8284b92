import type { RouteAccess } from '@/lib/permissions/route-access';
import { resourceAccess } from './resource-access';

// Apart from the route table's rules (./resource-access.ts, in the app's entry): only the links of a
// record's page and the notifications ask this, and they load later.
const RESOURCE_PATH = /^\/dashboard\/([^/?#]+)(?:\/([^?#]*?))?\/?(?:[?#].*)?$/;

/**
 * What the page at an address of the signed-in area needs, by the same rules as its route: a resource's
 * list and :id/consulta its view flag, novo create, :id/edita edit, :id/configuracoes view or config
 * (any other address under a resource, its view flag); null for the pages that need only a session
 * (start page, profile, routine hub, tickets) and for addresses outside the resources.
 */
export function pathAccess(path: string): RouteAccess | null {
  const match = RESOURCE_PATH.exec(path);
  if (!match) return null;
  const [, segment, rest = ''] = match;
  const access = resourceAccess[segment];
  if (!access) return null;
  if (rest === 'novo') return access.create;
  const step = /^[^/]+\/(edita|consulta|configuracoes)$/.exec(rest)?.[1];
  if (step === 'edita') return access.edit;
  if (step === 'configuracoes') return access.config ?? access.view;
  return access.view;
}
