import { describe, expect, it } from 'vitest';
import { attachmentType } from '@/lib/files/attachment-types';

describe('attachment types', () => {
  it('accepts the listed extensions', () => {
    expect(attachmentType('nota.pdf', 'application/pdf')).toBe('application/pdf');
    expect(attachmentType('planilha.xlsx', 'application/octet-stream')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it("refuses names whose 'extension' is a member every object has (the allow-list holds its own keys only)", () => {
    for (const name of ['x.constructor', 'x.__proto__', 'x.toString', 'x.hasOwnProperty', 'x.valueOf']) {
      expect(attachmentType(name, 'application/octet-stream')).toBeNull();
      expect(attachmentType(name, 'text/html')).toBeNull();
    }
  });
});
