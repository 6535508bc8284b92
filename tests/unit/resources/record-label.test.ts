import { describe, expect, it } from 'vitest';
import { resources } from '@generated/tables/resources';
import { formatRecordLabel } from '@/lib/resources/record-label';

describe("a record's name from the manifest's label spec", () => {
  it('reads a field, a dotted path and a template whose placeholders fall back (fantasia ?? nome)', () => {
    expect(formatRecordLabel('nome', { nome: 'Belo Horizonte' })).toBe('Belo Horizonte');
    expect(formatRecordLabel('uf.sigla', { uf: { sigla: 'MG' } })).toBe('MG');
    expect(
      formatRecordLabel('{codigo} - {fantasia ?? nome}', { codigo: 7, fantasia: '', nome: 'ALMEIDA LTDA' }),
    ).toBe('7 - ALMEIDA LTDA');
    expect(
      formatRecordLabel('{codigo} - {fantasia ?? nome}', {
        codigo: 7,
        fantasia: 'ALMEIDA',
        nome: 'ALMEIDA LTDA',
      }),
    ).toBe('7 - ALMEIDA');
    expect(formatRecordLabel('{ufOrigem} - {ufDestino}', { ufOrigem: 'SP', ufDestino: null })).toBe('SP -');
  });

  it('every resource of the app carries its spec from the manifest', () => {
    for (const resource of resources) expect(resource.recordLabel, resource.segment).toBeTruthy();
  });
});
