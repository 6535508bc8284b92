/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ListaUsuariosParams, Usuario } from '@generated/api/model';
import { getListaUsuariosQueryOptions } from '@generated/api/usuarios/usuarios';
import { empresasReference } from '@generated/references/empresas';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Usuários asks the API for. */
export const usuariosListQuery: ResourceListQuery<Usuario> = {
  filters: [
    { name: 'admin', label: 'Equipe do provedor', kind: 'boolean' },
    { name: 'empresaId', label: 'Cliente', kind: 'reference', reference: empresasReference },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaUsuariosQueryOptions(params as ListaUsuariosParams),
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(usuariosListQuery, url, 'usuarios');
