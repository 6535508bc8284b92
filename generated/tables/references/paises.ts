/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Pais } from '@generated/api/model';
import { buscaPais, listaPaises } from '@generated/api/paises/paises';
import type { ReferenceSource } from '@/kit';

export const paisesReference: ReferenceSource<Pais> = {
  key: 'paises',
  list: listaPaises,
  get: buscaPais,
  label: (item) => item.nome,
};
