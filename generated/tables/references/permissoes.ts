/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Permissao } from '@generated/api/model';
import { buscaPermissao, listaPermissoes } from '@generated/api/permissoes/permissoes';
import type { ReferenceSource } from '@/kit';

export const permissoesReference: ReferenceSource<Permissao> = {
  key: 'permissoes',
  list: listaPermissoes,
  get: buscaPermissao,
  label: (item) => item.descricao,
  params: { admin: true, ordenacao: 'descricao,asc' },
};
