/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Modulo } from '@generated/api/model';
import { buscaModulo, listaModulos } from '@generated/api/modulos/modulos';
import type { ReferenceSource } from '@/kit';

export const modulosReference: ReferenceSource<Modulo> = {
  key: 'modulos',
  list: listaModulos,
  get: buscaModulo,
  label: (item) => `${item.codigo ?? ''} - ${item.descricao ?? ''}`,
};
