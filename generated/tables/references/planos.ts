/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Plano } from '@generated/api/model';
import { buscaPlano, listaPlanos } from '@generated/api/planos/planos';
import type { ReferenceSource } from '@/kit';

export const planosReference: ReferenceSource<Plano> = {
  key: 'planos',
  list: listaPlanos,
  get: buscaPlano,
  label: (item) => item.descricao,
};
