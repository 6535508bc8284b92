import { describe, expect, it } from 'vitest';
import { enumLabel, formatAtivo, formatBoolean } from '@/lib/format/labels';

describe('formatBoolean', () => {
  it('shows Sim or Não', () => {
    expect(formatBoolean(true)).toBe('Sim');
    expect(formatBoolean(false)).toBe('Não');
    expect(formatBoolean(null)).toBe('');
    expect(formatBoolean(undefined)).toBe('');
  });
});

describe('formatAtivo', () => {
  it('shows Ativo or Inativo', () => {
    expect(formatAtivo(true)).toBe('Ativo');
    expect(formatAtivo(false)).toBe('Inativo');
    expect(formatAtivo(null)).toBe('');
  });
});

describe('enumLabel', () => {
  const tipoFilial = { MATRIZ: 'Matriz', FILIAL: 'Filial' } as const;
  const regime: Partial<Record<number, string>> = { 1: 'Simples Nacional', 3: 'Normal' };

  it('returns the label of a value', () => {
    expect(enumLabel(tipoFilial, 'FILIAL')).toBe('Filial');
    expect(enumLabel(regime, 1)).toBe('Simples Nacional');
  });

  it('falls back to the raw value when there is no label', () => {
    expect(enumLabel(regime, 2)).toBe('2');
    expect(enumLabel<string>({ SUPORTE: 'Suporte' }, 'NOVO')).toBe('NOVO');
  });

  it('returns an empty text for missing values', () => {
    expect(enumLabel(tipoFilial, null)).toBe('');
    expect(enumLabel(tipoFilial, undefined)).toBe('');
  });
});
