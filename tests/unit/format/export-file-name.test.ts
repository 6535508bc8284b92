import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatFileStamp } from '@/lib/format/date';
import { exportFileName } from '@/lib/format/export-file-name';

describe('export file names', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // The staff's browsers run in Brasília time; Node reads TZ again when it changes.
    process.env.TZ = 'America/Sao_Paulo';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('stamps the name with the wall clock the screens show, not UTC', () => {
    const moment = new Date('2026-11-26T14:05:00Z');
    expect(formatDateTime(moment)).toBe('26/11/2026 - 11:05');
    expect(exportFileName('cidades', 'xlsx', moment)).toBe('cidades-20261126-1105.xlsx');
  });

  it('takes the local day when UTC has already moved to the next one', () => {
    expect(exportFileName('empresas', 'pdf', new Date('2026-01-01T01:30:00Z'))).toBe(
      'empresas-20251231-2230.pdf',
    );
  });

  it('writes the stamp as yyyyMMdd-HHmm with leading zeros', () => {
    expect(formatFileStamp(new Date(2024, 2, 5, 4, 7))).toBe('20240305-0407');
  });
});
