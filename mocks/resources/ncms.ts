import type { Ncm, NcmInput } from '@generated/api/model';
import { ncmsMock } from '@generated/tables/mock-resources';
import type { Stored } from '../db/database';
import { simpleResource } from '../kit/simple-resource';

export const ncms = simpleResource<Stored<Ncm>, NcmInput>(ncmsMock, {
  unique: [{ field: 'codigo', message: 'Código já cadastrado' }],
  filters: { prefixoCodigo: (ncm, prefix) => ncm.codigo.startsWith(String(prefix)) },
});
