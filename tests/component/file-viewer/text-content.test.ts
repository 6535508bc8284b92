import { describe, expect, it } from 'vitest';
import { csvSeparator, decodeText, parseCsv } from '@/ui/file-viewer/text-content';

describe('text attachments: decoding and csv rows', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not valid UTF-8', () => {
    expect(decodeText(new TextEncoder().encode('Situação').buffer as ArrayBuffer)).toBe('Situação');
    expect(decodeText(new Uint8Array([0x53, 0x69, 0x74, 0x75, 0x61, 0xe7, 0xe3, 0x6f]).buffer)).toBe(
      'Situação',
    );
  });

  it("takes ';' as the separator when the first line has more of them than commas", () => {
    expect(csvSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(csvSeparator('a,b\n1;2')).toBe(',');
  });

  it('splits rows and fields, keeping quoted separators, line breaks and doubled quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","linha 1\nlinha 2"\n"diz ""oi""",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'linha 1\nlinha 2'],
      ['diz "oi"', ''],
    ]);
  });

  it('stops at the given number of rows', () => {
    expect(parseCsv('1\n2\n3\n4', 2)).toEqual([['1'], ['2']]);
  });
});
