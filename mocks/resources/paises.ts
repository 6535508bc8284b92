import type { Pais, PaisInput } from '@generated/api/model';
import { paisesMock } from '@generated/tables/mock-resources';
import type { Stored } from '../db/database';
import { simpleResource } from '../kit/simple-resource';
import { cascade } from './rules';

export const paises = simpleResource<Stored<Pais>, PaisInput>(paisesMock, {
  unique: [
    { field: 'codigoBacen', message: 'Código BACEN já cadastrado' },
    { field: 'sigla', message: 'Sigla já cadastrada' },
  ],
  beforeSave: ({ nome }, db, current) => {
    if (!current || nome === undefined || current.nome === nome) return;
    // Addresses keep the country's name: rename it in customers and branches.
    const rename = <R extends { endereco: { paisId: number; pais?: unknown } }>(record: R) =>
      record.endereco.paisId === current.id
        ? { ...record, endereco: { ...record.endereco, pais: { id: current.id, nome } } }
        : undefined;
    cascade(db.resources.empresas, rename);
    cascade(db.resources.filiais, rename);
  },
});
