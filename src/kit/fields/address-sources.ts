import { buscaCidade, listaCidades } from '@generated/api/cidades/cidades';
import type { Cidade, Pais } from '@generated/api/model';
import { buscaPais, listaPaises } from '@generated/api/paises/paises';
import type { ReferenceSource } from '@/kit/choice-types';

/** City picker of the address (active cities), labelled 'NOME - UF'. */
export const cidadeSource: ReferenceSource<Cidade> = {
  key: 'cidades',
  list: (params, options, signal) =>
    listaCidades({ ordenacao: 'nome,asc', ...params } as Parameters<typeof listaCidades>[0], options, signal),
  get: buscaCidade,
  label: (cidade) => (cidade.uf ? `${cidade.nome} - ${cidade.uf}` : cidade.nome),
};

/** Country picker of the address (active countries). */
export const paisSource: ReferenceSource<Pais> = {
  key: 'paises',
  list: (params, options, signal) =>
    listaPaises({ ordenacao: 'nome,asc', ...params } as Parameters<typeof listaPaises>[0], options, signal),
  get: buscaPais,
  label: (pais) => pais.nome,
};

/** The country the address starts with on a new record (found by its sigla). */
export const DEFAULT_COUNTRY_SIGLA = 'BR';
