import { describe, expect, it } from 'vitest';
import { closest, closestProperty, didYouMean, editDistance } from '../../../codegen/src/suggest';

describe('did you mean (codegen/src/suggest.ts)', () => {
  it('counts a swap of two neighbouring letters as one slip', () => {
    expect(editDistance('sortabel', 'sortable')).toBe(1);
    expect(editDistance('uper', 'upper')).toBe(1);
    expect(editDistance('Banco', 'Banco')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('offers the nearest names only when they are near enough to be a slip', () => {
    const kinds = ['text', 'upper', 'upperCode', 'decimal', 'date'];
    expect(closest('uper', kinds)).toEqual(['upper']);
    expect(closest('texto', kinds)).toEqual(['text']);
    expect(closest('currency', kinds)).toEqual([]);
    // One letter is no slip of another one-letter name.
    expect(closest('x', ['f', 'm'])).toEqual([]);
    // Case is not a slip worth refusing.
    expect(closest('banco', ['Banco', 'Cfop'])).toEqual(['Banco']);
  });

  it('offers for a property, when nothing is a slip away, a name that holds the old one whole (a renamed field)', () => {
    const properties = ['codigo', 'nome', 'codigoIspb'];
    expect(closest('ispb', properties)).toEqual([]);
    expect(closestProperty('ispb', properties)).toEqual(['codigoIspb']);
    expect(closestProperty('nomeCompleto', properties)).toEqual(['nome']);
    expect(closestProperty('nme', properties)).toEqual(['nome']);
    // Parts too short to tell a renaming from a coincidence.
    expect(closestProperty('id', ['idParam', 'cidadeId'])).toEqual([]);
    expect(closestProperty('ie', ['nome', 'ieSt'])).toEqual([]);
  });

  it('ends a message with the names, quoted as the message quotes', () => {
    expect(didYouMean('plano', ['planos', 'servidores'])).toBe(' (did you mean "planos"?)');
    expect(didYouMean('Paiss', ['Pais', 'Moeda'], "'")).toBe(" (did you mean 'Pais'?)");
    expect(didYouMean('zzz', ['Pais'])).toBe('');
  });
});
