import { cidadesMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import { ruleRefusal } from '../kit/validation';
import type { CidadeInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import type { Cidade } from '@generated/api/model';
import { duplicateOf } from './rules';

export const cidades = defineResource<Stored<Cidade>, CidadeInput>(cidadesMock, {
  searchText: (cidade) => `${cidade.nome} ${cidade.codigoIbge} ${cidade.uf}`,
  exportColumns: [
    { header: 'Código IBGE', value: (cidade) => cidade.codigoIbge },
    { header: 'Nome', value: (cidade) => cidade.nome },
    { header: 'UF', value: (cidade) => cidade.uf },
    { header: 'Latitude', value: (cidade) => cidade.latitude },
    { header: 'Longitude', value: (cidade) => cidade.longitude },
    { header: 'Ativo', value: (cidade) => cidade.ativo },
  ],
  filters: (query) => [...(query.uf ? [(cidade: Stored<Cidade>) => cidade.uf === query.uf] : [])],
  toRecord: (input, db, current) => {
    const refused = ruleRefusal('ibge-digito-verificador', 'codigoIbge', input.codigoIbge);
    if (refused) return refused;
    const duplicate = duplicateOf(
      db.resources.cidades,
      'codigoIbge',
      input.codigoIbge,
      current,
      'Código IBGE já cadastrado',
    );
    if (duplicate) return duplicate;
    return { fields: { ...input, nome: input.nome.trim() } };
  },
});
