import { describe, expect, it } from 'vitest';
import { filterMatch } from '../../../codegen/src/filter-match';

/** How the generic mock applies a filter it has no rule for, read from the filter's name and kind. */
describe('filterMatch', () => {
  it('reads a range’s lower and upper bounds from the name, for kinds that order', () => {
    expect(filterMatch({ name: 'validadeCnhDe', kind: 'date' })).toEqual({
      field: 'validadeCnh',
      match: 'atLeast',
    });
    expect(filterMatch({ name: 'validadeCnhAte', kind: 'date' })).toEqual({
      field: 'validadeCnh',
      match: 'atMost',
    });
    expect(filterMatch({ name: 'valorMinimo', kind: 'currency' })).toEqual({
      field: 'valor',
      match: 'atLeast',
    });
    expect(filterMatch({ name: 'valorMaximo', kind: 'currency' })).toEqual({
      field: 'valor',
      match: 'atMost',
    });
    expect(filterMatch({ name: 'eixosAte', kind: 'integer' })).toEqual({ field: 'eixos', match: 'atMost' });
  });

  it('finds free text by a part of it', () => {
    expect(filterMatch({ name: 'rodovia', kind: 'upper' })).toEqual({ field: 'rodovia', match: 'contains' });
    expect(filterMatch({ name: 'email', kind: 'email' })).toEqual({ field: 'email', match: 'contains' });
  });

  it('compares everything else, and names that merely end like a bound, for equality', () => {
    expect(filterMatch({ name: 'cidadeId', kind: 'reference' })).toEqual({
      field: 'cidadeId',
      match: 'equals',
    });
    expect(filterMatch({ name: 'codigo', kind: 'code' })).toEqual({ field: 'codigo', match: 'equals' });
    expect(filterMatch({ name: 'sigla', kind: 'upperCode' })).toEqual({ field: 'sigla', match: 'equals' });
    // An enum named like a bound is no range ('codigoInicial' picks a first digit in cfops).
    expect(filterMatch({ name: 'situacaoAte', kind: 'enum' })).toEqual({
      field: 'situacaoAte',
      match: 'equals',
    });
    // A whole name is no bound of an empty field.
    expect(filterMatch({ name: 'De', kind: 'date' })).toEqual({ field: 'De', match: 'equals' });
  });
});
