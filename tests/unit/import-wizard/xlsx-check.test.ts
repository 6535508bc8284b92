import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '@mocks/kit/xlsx';
import {
  checkXlsxFile,
  hasXlsxExtension,
  isSpreadsheetPackage,
  zipEntryNames,
} from '@/kit/import-wizard/xlsx-check';
import { storedZip } from './zip';

const FIXTURES = join(__dirname, '../../fixtures');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const file = (bytes: Uint8Array | ArrayBuffer | string, name: string) => new File([bytes as BlobPart], name);

const SHEET_PARTS = {
  '[Content_Types].xml': '<Types/>',
  '_rels/.rels': '<Relationships/>',
  'xl/workbook.xml': '<workbook/>',
};

describe('xlsx check: by name', () => {
  it('accepts only names ending in .xlsx, in any case', () => {
    expect(hasXlsxExtension('cidades.xlsx')).toBe(true);
    expect(hasXlsxExtension('CIDADES.XLSX')).toBe(true);
    expect(hasXlsxExtension('cidades.xls')).toBe(false);
    expect(hasXlsxExtension('cidades.csv')).toBe(false);
    expect(hasXlsxExtension('cidades.xlsx.csv')).toBe(false);
    expect(hasXlsxExtension('xlsx')).toBe(false);
  });

  it('refuses a .csv (or any other name) before reading it', async () => {
    expect(await checkXlsxFile(file('nome;uf\nHolambra;SP\n', 'cidades.csv'))).toBe('extension');
    expect(await checkXlsxFile(file(fixture('cidades-validas.xlsx'), 'cidades.xls'))).toBe('extension');
  });
});

describe('xlsx check: by content', () => {
  it('accepts a real workbook (exceljs) and the import fixtures', async () => {
    const workbook = await buildWorkbook(
      'Cidades',
      [{ header: 'Nome', key: 'nome' }],
      [{ nome: 'Holambra' }],
    );
    expect(await checkXlsxFile(file(workbook, 'nova.xlsx'))).toBeNull();
    expect(await checkXlsxFile(file(fixture('cidades-validas.xlsx'), 'cidades-validas.xlsx'))).toBeNull();
    expect(await checkXlsxFile(file(fixture('cidades-com-erros.xlsx'), 'Erros.XLSX'))).toBeNull();
    const names = await zipEntryNames(file(workbook, 'nova.xlsx'));
    expect(names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
  });

  it('refuses a text file named .xlsx (the API refuses it too) and an empty file', async () => {
    expect(await checkXlsxFile(file(fixture('planilha-falsa.xlsx'), 'planilha-falsa.xlsx'))).toBe('content');
    expect(await checkXlsxFile(file('', 'vazia.xlsx'))).toBe('content');
    expect(await checkXlsxFile(file('PK\x03\x04', 'so-o-comeco.xlsx'))).toBe('content');
  });

  it('refuses an old binary Excel (.xls) renamed .xlsx', async () => {
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await checkXlsxFile(file(ole, 'antiga.xlsx'))).toBe('content');
  });

  it('refuses a zip that is not a spreadsheet (a .docx or a plain .zip renamed .xlsx)', async () => {
    const docx = storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    expect(await zipEntryNames(file(docx, 'x.xlsx'))).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(await checkXlsxFile(file(docx, 'contrato.xlsx'))).toBe('content');
    expect(await checkXlsxFile(file(storedZip({ 'xl/workbook.xml': '<workbook/>' }), 'sem-tipos.xlsx'))).toBe(
      'content',
    );
  });

  it('reads the directory of a zip with a trailing comment, and refuses a cut one', async () => {
    const sheet = storedZip(SHEET_PARTS, 'gerado por outro programa');
    expect(await checkXlsxFile(file(sheet, 'comentada.xlsx'))).toBeNull();
    const whole = fixture('cidades-validas.xlsx');
    expect(await checkXlsxFile(file(whole.slice(0, Math.floor(whole.length / 2)), 'cortada.xlsx'))).toBe(
      'content',
    );
    expect(await checkXlsxFile(file(whole.slice(0, whole.length - 10), 'sem-fim.xlsx'))).toBe('content');
  });

  it('knows a spreadsheet package by its content types and xl/ workbook part (any case)', () => {
    expect(isSpreadsheetPackage(Object.keys(SHEET_PARTS))).toBe(true);
    expect(isSpreadsheetPackage(['[Content_Types].xml', 'XL/Workbook.xml'])).toBe(true);
    expect(isSpreadsheetPackage(['[Content_Types].xml', 'xl/worksheets/sheet1.xml'])).toBe(false);
    expect(isSpreadsheetPackage([])).toBe(false);
  });
});
