/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Rotina } from '@generated/api/model';
import { buscaRotina, listaRotinas } from '@generated/api/rotinas/rotinas';
import type { ReferenceSource } from '@/kit';

export const rotinasReference: ReferenceSource<Rotina> = {
  key: 'rotinas',
  list: listaRotinas,
  get: buscaRotina,
  label: (item) => item.descricao,
};
