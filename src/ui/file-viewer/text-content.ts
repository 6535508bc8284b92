/**
 * Reading a text attachment for the preview: its characters (UTF-8, else Windows-1252, the encoding of
 * files saved by Excel and older Windows tools in Brazil) and, for csv, its rows. Pure functions; the
 * text is only ever rendered as text, never as html.
 */

/** The previews stop here: a huge log is downloaded, not rendered whole. */
export const TEXT_PREVIEW_MAX_CHARS = 200_000;
export const CSV_PREVIEW_MAX_ROWS = 500;

/** The characters of the bytes: UTF-8 when they are valid UTF-8 (a BOM dropped), else Windows-1252. */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of a csv: ';' (the pt-BR spreadsheets' choice) when its first line has more of them than ','. */
export function csvSeparator(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The rows of a csv (RFC 4180: quoted fields may hold separators, line breaks and doubled quotes), up
 * to `maxRows`; a final empty line is not a row.
 */
export function parseCsv(text: string, maxRows = CSV_PREVIEW_MAX_ROWS): string[][] {
  const separator = csvSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (index < text.length && rows.length < maxRows) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRow();
    } else field += char;
    index++;
  }
  if ((field !== '' || row.length > 0) && rows.length < maxRows) endRow();
  return rows;
}
