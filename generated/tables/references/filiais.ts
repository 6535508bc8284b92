/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { buscaFilial, listaFiliais } from '@generated/api/filiais/filiais';
import type { Filial } from '@generated/api/model';
import type { ReferenceSource } from '@/kit';

export const filiaisReference: ReferenceSource<Filial> = {
  key: 'filiais',
  list: listaFiliais,
  get: buscaFilial,
  label: (item) => `${item.codigo ?? ''} - ${item.fantasia || item.nome || ''}`,
};
