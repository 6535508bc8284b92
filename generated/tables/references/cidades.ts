/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { buscaCidade, listaCidades } from '@generated/api/cidades/cidades';
import type { Cidade } from '@generated/api/model';
import type { ReferenceSource } from '@/kit';

export const cidadesReference: ReferenceSource<Cidade> = {
  key: 'cidades',
  list: listaCidades,
  get: buscaCidade,
  label: (item) => `${item.nome ?? ''} - ${item.uf ?? ''}`,
};
