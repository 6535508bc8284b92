import { describe, expect, it } from 'vitest';
import { shiftText, shiftTimes, timeShiftBetween, type TimeShift } from '@mocks/db/time-shift';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('moving seeded dates to another clock (mocks/db/time-shift.ts)', () => {
  const shift: TimeShift = { ms: 3 * DAY + 2 * HOUR + 5, days: 3 };

  it('moves instants by the exact delta and yyyy-MM-dd dates by whole days, in nested objects and arrays', () => {
    const data = {
      createdAt: '2026-11-16T15:00:00.000Z',
      history: { 7: [{ motivo: 'BLOQUEADO', createdAt: '2026-11-01T23:30:00.000Z' }] },
      certificado: { vencimento: '2026-12-30' },
      comentarios: [{ createdAt: '2026-10-31T22:00:00.000Z', anexos: [] }],
      updatedAt: null,
    };
    expect(shiftTimes(data, shift)).toEqual({
      createdAt: '2026-11-19T17:00:00.005Z',
      history: { 7: [{ motivo: 'BLOQUEADO', createdAt: '2026-11-05T01:30:00.005Z' }] },
      certificado: { vencimento: '2027-01-02' },
      comentarios: [{ createdAt: '2026-11-04T00:00:00.005Z', anexos: [] }],
      updatedAt: null,
    });
  });

  it('returns a copy and leaves the original as it was', () => {
    const data = { createdAt: '2026-11-16T15:00:00.000Z', list: ['2026-11-16'] };
    const shifted = shiftTimes(data, shift);
    expect(data).toEqual({ createdAt: '2026-11-16T15:00:00.000Z', list: ['2026-11-16'] });
    expect(shifted.list).not.toBe(data.list);
  });

  it('leaves strings that are not dates untouched: codes, documents, impossible dates, other formats', () => {
    const untouched = [
      '2026',
      '202611',
      '2026-11',
      '123.456.789-09',
      '11.222.333/0001-81',
      '12ABC34501DE35',
      '01310-100',
      '5102',
      '2026-02-30',
      '2026-13-01T10:00:00.000Z',
      '2026-11-16T15:00:00Z',
      '2026-11-16 15:00',
      '31/02/2026',
      '16/11/26',
      '1/12/2026',
      'série 12/2026',
      'rota 101/11/2026',
      'lote 16/11/2026/3',
      '',
    ];
    expect(untouched.map((text) => shiftText(text, shift))).toEqual(untouched);
    expect(shiftTimes({ n: 20261116, ok: true, none: null, cpf: '52998224725' }, shift)).toEqual({
      n: 20261116,
      ok: true,
      none: null,
      cpf: '52998224725',
    });
  });

  it('moves pt-BR display dates inside texts and file contents by whole days, keeping their width', () => {
    expect(shiftText('<li><strong>Vencimento:</strong> 29/11/2026</li> e venceu em 30/12/2026.', shift)).toBe(
      '<li><strong>Vencimento:</strong> 02/12/2026</li> e venceu em 02/01/2027.',
    );
    const file = latin1('numero;emissao\n1201;29/11/2026\nPágina 1/1 (Emissão) 28/02/2028');
    const shifted = shiftTimes({ bytes: file }, { ms: DAY, days: 1 }).bytes;
    expect(shifted).toEqual(latin1('numero;emissao\n1201;30/11/2026\nPágina 1/1 (Emissão) 29/02/2028'));
    expect(shifted.byteLength).toBe(file.byteLength);
  });

  it('in file contents, leaves what is not a display date as a text would: glued digits or slashes, impossible dates, the edges', () => {
    const shiftFile = (text: string) => shiftTimes({ bytes: latin1(text) }, { ms: DAY, days: 1 }).bytes;
    const notDates = 'lote 16/11/2026/3 rota 101/11/2026 31/02/2026 série 12/2026 1/12/2026 /11/2026';
    expect(shiftFile(notDates)).toEqual(latin1(notDates));
    expect(shiftFile('28/02/2027')).toEqual(latin1('01/03/2027'));
    expect(shiftFile('31/12/2026;31/12/2026')).toEqual(latin1('01/01/2027;01/01/2027'));
    const pdf = latin1('%PDF-1.4 Emitido em 30/11/2026 \xff\xfe');
    expect(shiftTimes({ bytes: pdf }, { ms: 0, days: 0 }).bytes).toBe(pdf);
  });

  it('moves backwards too, across month and year ends', () => {
    const back: TimeShift = { ms: -2 * DAY, days: -2 };
    expect(shiftTimes(['2027-01-01T01:00:00.000Z', '2027-03-01', 'em 01/03/2028'], back)).toEqual([
      '2026-12-30T01:00:00.000Z',
      '2027-02-27',
      'em 28/02/2028',
    ]);
  });

  it('counts the days between the local calendar dates, not 24-hour periods', () => {
    const from = new Date(2026, 10, 16, 12, 0);
    expect(timeShiftBetween(from, new Date(2026, 10, 18, 9, 30))).toEqual({
      ms: new Date(2026, 10, 18, 9, 30).getTime() - from.getTime(),
      days: 2,
    });
    const lateEvening = new Date(2026, 10, 16, 23, 30);
    expect(timeShiftBetween(lateEvening, new Date(2026, 10, 17, 0, 30)).days).toBe(1);
    expect(timeShiftBetween(from, new Date(2026, 10, 16, 23, 59)).days).toBe(0);
    expect(timeShiftBetween(from, new Date(2025, 10, 16, 12, 0)).days).toBe(-365);
  });
});
