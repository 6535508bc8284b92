/** Real .xlsx files for exports, templates and imports (exceljs, loaded only when a file is made or read). */
export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function excel() {
  const module = await import('exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
}

export async function buildWorkbook(
  sheetName: string,
  columns: SheetColumn[],
  rows: Array<Record<string, unknown>>,
): Promise<ArrayBuffer> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  workbook.creator = 'Retaguarda';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    ...column,
    width: column.width ?? Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

/** True when the bytes start like a zip container (every .xlsx does). */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export interface SheetRows {
  headers: string[];
  /** Data rows keyed by header text, with their 1-based row number in the sheet. */
  rows: Array<{ linha: number; values: Record<string, unknown> }>;
}

function cellValue(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const rich = value as { text?: string; result?: unknown; richText?: Array<{ text: string }> };
    if (rich.richText) return rich.richText.map((part) => part.text).join('');
    if (rich.result !== undefined) return rich.result;
    if (rich.text !== undefined) return rich.text;
  }
  return value;
}

/** Reads the first sheet: the first row is the header, blank rows are skipped. */
export async function readWorkbook(data: ArrayBuffer): Promise<SheetRows> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headers: string[] = [];
  sheet
    .getRow(1)
    .eachCell((cell, column) => (headers[column - 1] = String(cellValue(cell.value) ?? '').trim()));
  const rows: SheetRows['rows'] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Record<string, unknown> = {};
    let filled = false;
    headers.forEach((header, index) => {
      const value = cellValue(row.getCell(index + 1).value);
      if (value !== null && value !== undefined && value !== '') filled = true;
      values[header] = value ?? null;
    });
    if (filled) rows.push({ linha: number, values });
  });
  return { headers, rows };
}
