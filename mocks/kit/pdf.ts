/**
 * A small, real PDF writer for the mock's "exporta-listagem": a titled table of text lines in
 * Helvetica over as many A4 landscape pages as needed (WinAnsi covers pt-BR accents).
 */
const PAGE_WIDTH = 842;
const PAGE_HEIGHT = 595;
const MARGIN = 36;
const LINE_HEIGHT = 14;

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\xff]/g, '?');
}

function fit(text: string, width: number): string {
  const maxChars = Math.max(4, Math.floor(width / 5));
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}.` : text;
}

export function buildListingPdf(title: string, headers: string[], rows: string[][]): Uint8Array {
  const columnWidth = (PAGE_WIDTH - 2 * MARGIN) / Math.max(1, headers.length);
  const linesPerPage = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 3 * LINE_HEIGHT) / LINE_HEIGHT);
  const pages: string[][][] = [];
  for (let start = 0; start < Math.max(rows.length, 1); start += linesPerPage)
    pages.push(rows.slice(start, start + linesPerPage));

  const objects: string[] = [];
  /** Appends an object and returns its number (1-based). */
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  pages.forEach((pageRows, pageIndex) => {
    const cell = (text: string, column: number, y: number, font: string) =>
      `BT /${font} 9 Tf ${(MARGIN + column * columnWidth).toFixed(1)} ${y} Td (${escapePdfText(fit(text, columnWidth))}) Tj ET`;
    let y = PAGE_HEIGHT - MARGIN;
    const ops = [`BT /F2 13 Tf ${MARGIN} ${y} Td (${escapePdfText(title)}) Tj ET`];
    ops.push(
      `BT /F1 8 Tf ${PAGE_WIDTH - MARGIN - 60} ${y} Td (Página ${pageIndex + 1}/${pages.length}) Tj ET`,
    );
    y -= 2 * LINE_HEIGHT;
    headers.forEach((header, column) => ops.push(cell(header, column, y, 'F2')));
    for (const row of pageRows) {
      y -= LINE_HEIGHT;
      row.forEach((value, column) => ops.push(cell(value, column, y, 'F1')));
    }
    const stream = ops.join('\n');
    const contentId = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let output = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(output.length);
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = output.length;
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(output, (char) => char.charCodeAt(0) & 0xff);
}
