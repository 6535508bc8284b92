import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  lineWidths,
  linesAt,
  measureColumns,
  textLinesAt,
  type TableMetrics,
} from '@/kit/list/column-measure';
import { shareColumnWidths, type ColumnNeed } from '@/kit/list/column-widths';

const fixed = (width: number, headerOnOneLine = width): ColumnNeed => ({
  kind: 'fixed',
  min: width,
  twoLines: width,
  oneLine: headerOnOneLine,
});
const text = (min: number, twoLines: number, oneLine: number, lead = false): ColumnNeed => ({
  kind: 'text',
  min,
  twoLines,
  oneLine,
  lead,
});
const total = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0);

describe('the width rule: columns share the table by what their values need', () => {
  it('gives a fixed column (a code, a date, a tag) exactly what its widest value needs', () => {
    const { widths } = shareColumnWidths([fixed(90), text(100, 200, 380, true), fixed(120)], 1000);
    expect(widths[0]).toBe(90);
    expect(widths[2]).toBe(120);
  });

  it('gives the name column the room left once every text has one line, and fills the table exactly', () => {
    // code 90 + UF 60 = 150 fixed; name one line 300, concessionária one line 200: 500 of 850 free.
    const { widths, overflow } = shareColumnWidths(
      [fixed(90), text(160, 200, 300, true), text(96, 120, 200), fixed(60)],
      1000,
    );
    expect(overflow).toBe(false);
    expect(widths).toEqual([90, 650, 200, 60]);
    expect(total(widths)).toBe(1000);
  });

  it("gives a hidden column's room to the name column", () => {
    const shown = shareColumnWidths([text(160, 200, 300, true), text(96, 120, 200), fixed(100)], 900);
    const hidden = shareColumnWidths([text(160, 200, 300, true), fixed(100)], 900);
    expect(hidden.widths[0] - shown.widths[0]).toBe(shown.widths[1]);
  });

  it('shares the room for two lines among the texts by what each lacks, when there is not enough for all', () => {
    // 400 free over the mins (160 + 96 + 96 = 352 of 752); the texts lack 140, 200 and 200 for their two
    // lines (540): each gets 400/540 of what it lacks, 104 and 148 (a third line then holds the rest, not
    // an ellipsis), and the pixel left by the rounding goes to the name.
    const { widths } = shareColumnWidths(
      [text(160, 300, 600, true), text(96, 296, 500), text(96, 296, 500)],
      752,
    );
    expect(widths).toEqual([264, 244, 244]);
  });

  it('keeps every word of every text whole before any text gets room for two lines', () => {
    // 100 free over the mins: the second text's widest word lacks 40, taken first; the 60 left are shared
    // towards two lines by what each still lacks (200 and 150 of 350).
    const wordy: ColumnNeed = { ...text(96, 286, 500), wholeWords: 136 };
    const { widths } = shareColumnWidths([text(160, 360, 600, true), wordy], 356);
    expect(widths[1]).toBe(136 + 25);
    expect(widths).toEqual([195, 161]);
  });

  it('gives every text its two lines before any text gets a single line', () => {
    const { widths } = shareColumnWidths([text(160, 250, 500, true), text(96, 150, 300)], 450);
    // Two lines each take 400; the 50 left go to the name's one line.
    expect(widths).toEqual([300, 150]);
  });

  it("puts a fixed column's header on one line only once every text has its two lines", () => {
    // 'Código IBGE' on two lines fits in 70, on one in 110.
    const short = shareColumnWidths([fixed(70, 110), text(160, 300, 500, true)], 370);
    expect(short.widths).toEqual([70, 300]);
    const roomy = shareColumnWidths([fixed(70, 110), text(160, 300, 500, true)], 500);
    expect(roomy.widths).toEqual([110, 390]);
  });

  it('keeps every column at its least and says the table overflows when even that does not fit', () => {
    const { widths, overflow } = shareColumnWidths([fixed(200), text(160, 300, 500, true), fixed(150)], 400);
    expect(overflow).toBe(true);
    expect(widths).toEqual([200, 160, 150]);
  });

  it('shares the room among the text columns when none names the row, and among all when none is text', () => {
    expect(shareColumnWidths([text(100, 100, 100), text(100, 100, 100)], 300).widths).toEqual([150, 150]);
    expect(total(shareColumnWidths([fixed(100), fixed(100)], 301).widths)).toBe(301);
  });
});

describe('lineWidths: a text on one line, the least width that holds it in two, its widest word', () => {
  // One pixel a character, the space included.
  const perCharacter = (word: string) => word.length;

  it('breaks between words where the longer of the two lines is shortest', () => {
    // 'PRAÇA DE PEDÁGIO DE CAMBUÍ' is 26 on one line; 'PRAÇA DE PEDÁGIO' (16) over 'DE CAMBUÍ' (9), or
    // 'PRAÇA DE' (8) over 'PEDÁGIO DE CAMBUÍ' (17): the best is 16. Its widest word, 'PEDÁGIO', is 7.
    expect(lineWidths('PRAÇA DE PEDÁGIO DE CAMBUÍ', perCharacter)).toEqual({ one: 26, two: 16, word: 7 });
  });

  it('never breaks a word: a single word takes its whole width on either count', () => {
    expect(lineWidths('3550308', perCharacter)).toEqual({ one: 7, two: 7, word: 7 });
    expect(lineWidths('', perCharacter)).toEqual({ one: 0, two: 0, word: 0 });
  });
});

describe('linesAt: the lines a text takes at a width, broken between words as the browser does', () => {
  const perCharacter = (word: string) => word.length;

  it('fills each line before starting the next', () => {
    // At 16: 'PRAÇA DE PEDÁGIO' (16) / 'DE CAMBUÍ' (9). At 12: 'PRAÇA DE' / 'PEDÁGIO DE' / 'CAMBUÍ'.
    expect(linesAt('PRAÇA DE PEDÁGIO DE CAMBUÍ', 16, perCharacter)).toBe(2);
    expect(linesAt('PRAÇA DE PEDÁGIO DE CAMBUÍ', 12, perCharacter)).toBe(3);
    expect(linesAt('PRAÇA DE PEDÁGIO DE CAMBUÍ', 26, perCharacter)).toBe(1);
  });

  it('gives a word wider than the line a line of its own, and nothing no line', () => {
    expect(linesAt('CT-e 3550308000123', 6, perCharacter)).toBe(2);
    expect(linesAt('', 10, perCharacter)).toBe(0);
  });
});

describe('measureColumns: what each column of a page needs', () => {
  const metrics: TableMetrics = { available: 1000, padding: 20, family: 'Inter', size: 14 };
  // A canvas of the page whose font draws every character 8 px wide (the test's own measure).
  beforeAll(() => {
    const context = { font: '', measureText: (text: string) => ({ width: text.length * 8 }) };
    vi.stubGlobal('document', {
      fonts: { status: 'loaded' },
      createElement: () => ({ getContext: () => context }),
    });
  });
  afterAll(() => vi.unstubAllGlobals());
  const rows = [
    { id: 1, nome: 'PRAÇA DE PEDÁGIO DE BARRA DO TURVO', uf: 'SP' },
    { id: 2, nome: 'PRAÇA DE PEDÁGIO DE CAJATI', uf: 'SP' },
  ];
  type Row = (typeof rows)[number];

  it('sizes the name by its longest value, a code by its header, and the controls by their room', () => {
    const [select, name, uf, actions] = measureColumns<Row>(
      [
        { meta: { select: true } },
        {
          header: 'Nome',
          meta: { sortField: 'nome', overflow: 'truncate', lead: true, measure: { text: (row) => row.nome } },
        },
        { header: 'UF', meta: { sortField: 'uf', overflow: 'nowrap', measure: { text: (row) => row.uf } } },
        { header: 'Ações', meta: { actions: true } },
      ],
      rows,
      metrics,
    );
    // The checkbox column (32 px) and the two action slots with their padding (82 px): list.css's room.
    expect(select).toMatchObject({ kind: 'fixed', min: 32, oneLine: 32 });
    expect(actions).toMatchObject({ kind: 'fixed', min: 82, oneLine: 82 });
    // 'PRAÇA DE PEDÁGIO DE BARRA DO TURVO' is 34 characters (272 px) on one line, 297 with the padding (20)
    // and the rounding up (1 % and 2 px); in two lines, 'DE BARRA DO TURVO' (17: 136 px) under 'PRAÇA DE
    // PEDÁGIO', 160 with them: the naming column's readable least.
    expect(name).toMatchObject({ kind: 'text', lead: true, oneLine: 297, twoLines: 160, min: 160 });
    // 'UF' (16 px) and its sort icon (18) are wider than 'SP' (16): the header decides, 16 + 18 + 20 → 57.
    expect(uf).toMatchObject({ kind: 'fixed', min: 57, oneLine: 57 });
  });

  it('lets a long header take two lines in a fixed column, so its least is below its one line', () => {
    const [column] = measureColumns<Row>(
      [{ header: 'Inscrição estadual', meta: { overflow: 'nowrap', measure: { text: () => '12' } } }],
      rows,
      metrics,
    );
    expect(column.min).toBeLessThan(column.oneLine);
  });

  it('measures a line under the value (a ticket customer) as a need of one line', () => {
    const [plain] = measureColumns<Row>(
      [{ header: 'Título', meta: { overflow: 'truncate', measure: { text: () => 'Curto' } } }],
      rows,
      metrics,
    );
    const [withLine] = measureColumns<Row>(
      [
        {
          header: 'Título',
          meta: { overflow: 'truncate', measure: { text: () => 'Curto' }, subline: (row) => row.nome },
        },
      ],
      rows,
      metrics,
    );
    expect(withLine.twoLines).toBeGreaterThan(plain.twoLines);
    expect(withLine.oneLine).toBe(withLine.twoLines);
  });

  describe('textLinesAt: the lines a text column takes when short of its two lines', () => {
    const name = {
      header: 'Nome',
      meta: { overflow: 'truncate' as const, lead: true, measure: { text: (row: Row) => row.nome } },
    };
    // With the padding (20) and the slack (1 % and 2 px), a width w leaves (w - 2) / 1.01 - 20 px of text:
    // 178 → ~154 px, 19 characters of 8 px a line; 122 → ~99 px, 12 characters; 71 → ~48 px, 6.

    it('keeps two lines where the longest value fits them', () => {
      // 'PRAÇA DE PEDÁGIO DE' / 'BARRA DO TURVO'.
      expect(textLinesAt<Row>(name, rows, metrics, 178)).toBe(2);
    });

    it('takes the lines the longest value needs where the column is narrower', () => {
      // At 12 characters: 'PRAÇA DE' / 'PEDÁGIO DE' / 'BARRA DO' / 'TURVO': four lines.
      expect(textLinesAt<Row>(name, [rows[0]], metrics, 122)).toBe(4);
      // 'PRAÇA DE' / 'PEDÁGIO DE' / 'CAJATI'.
      expect(textLinesAt<Row>(name, [rows[1]], metrics, 122)).toBe(3);
    });

    it('stops at four lines: past them the text is cut and shown whole in the tooltip', () => {
      expect(textLinesAt<Row>(name, rows, metrics, 71)).toBe(4);
    });

    it('says two for a column whose values are not measured as text', () => {
      expect(textLinesAt<Row>({ header: 'Ações', meta: { actions: true } }, rows, metrics, 50)).toBe(2);
    });
  });
});
