import type { Banco, BancoInput } from '@generated/api/model';
import { bancosMock } from '@generated/tables/mock-resources';
import type { Stored } from '../db/database';
import { simpleResource } from '../kit/simple-resource';

export const bancos = simpleResource<Stored<Banco>, BancoInput>(bancosMock, {
  unique: [{ field: 'codigo', message: 'Código já cadastrado' }],
});
