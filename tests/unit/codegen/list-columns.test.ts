import { describe, expect, it } from 'vitest';
import { COLUMN_KINDS, kindRow } from '../../../codegen/src/field-kinds';
import type { ColumnEntry, ResourceEntry } from '../../../codegen/src/manifest-schema';
import { columnOverflow, namingColumn } from '../../../codegen/src/templates/list';

const column = (field: string, kind = 'text', extra: Partial<ColumnEntry> = {}): ColumnEntry =>
  ({ field, header: field, kind, sortable: false, hidden: false, ...extra }) as ColumnEntry;

const resource = (recordLabel: string, columns: ColumnEntry[]) =>
  ({ recordLabel, list: { columns } }) as unknown as ResourceEntry;

describe('list columns: how values sit in a column, declared once per kind', () => {
  it('every kind that can be a column says whether its values wrap', () => {
    const undeclared = COLUMN_KINDS.filter((kind) => kindRow(kind).overflow === undefined);
    // The one kind of a resource extension with a cell (a permission's action codes) reads as free text.
    expect(undeclared).toEqual(['actionCodes']);
  });

  it('keeps documents, codes, dates, numbers, UFs and e-mails whole, and wraps free text and option labels', () => {
    const nowrap = [
      'cpfCnpj',
      'ie',
      'cep',
      'code',
      'upperCode',
      'date',
      'dateTime',
      'integer',
      'decimal',
      'currency',
      'percent',
      'uf',
      'boolean',
      'email',
      'count',
    ];
    for (const kind of nowrap) expect(columnOverflow(column('x', kind)), kind).toBe('nowrap');
    // An option's label is words ('RCTR-C – Responsabilidade civil do transportador rodoviário').
    for (const kind of ['text', 'upper', 'reference', 'list', 'url', 'actionCodes', 'enum'])
      expect(columnOverflow(column('x', kind)), kind).toBe('truncate');
  });
});

describe('list columns: the column that opens the record', () => {
  it('is the first shown column of free text among the fields of the record label', () => {
    const columns = [column('empresa.nome'), column('codigo', 'integer'), column('nome'), column('fantasia')];
    expect(namingColumn(resource('{codigo} - {fantasia ?? nome}', columns))?.field).toBe('nome');
  });

  it('falls back to the first of the label fields, skips hidden ones, and follows the manifest', () => {
    expect(namingColumn(resource('codigo', [column('codigo', 'code'), column('nome')]))?.field).toBe(
      'codigo',
    );
    expect(namingColumn(resource('nome', [column('nome', 'text', { hidden: true })]))).toBeUndefined();
    const marked = [column('nome'), column('sigla', 'upperCode', { opensRecord: true })];
    expect(namingColumn(resource('nome', marked))?.field).toBe('sigla');
    expect(namingColumn(resource('nome', [column('nome', 'text', { opensRecord: false })]))).toBeUndefined();
  });
});
