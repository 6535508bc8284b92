import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '@/lib/http/download';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted plain file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="cidades-202611211030.xlsx"')).toBe(
      'cidades-202611211030.xlsx',
    );
  });

  it('reads an unquoted plain file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename=listagem.pdf')).toBe('listagem.pdf');
  });

  it('prefers the UTF-8 extended name (accents survive)', () => {
    const header = `attachment; filename="pa_ses.xlsx"; filename*=UTF-8''pa%C3%ADses.xlsx`;
    expect(fileNameFromContentDisposition(header)).toBe('países.xlsx');
  });

  it('answers null without a usable header', () => {
    expect(fileNameFromContentDisposition(undefined)).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
  });
});
