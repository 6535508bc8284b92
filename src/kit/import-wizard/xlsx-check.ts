/**
 * The check of a spreadsheet before an import (imports accept .xlsx only), by name and by
 * content, without a spreadsheet library: an .xlsx is a zip (it starts with 'PK\x03\x04') whose
 * central directory lists '[Content_Types].xml' and the workbook parts under 'xl/'. Only the first
 * bytes, the end of the file and the directory are read, whatever the file's size.
 */

/** Why a file is refused: not named .xlsx, or named so but not an .xlsx inside. */
export type XlsxRefusal = 'extension' | 'content';

/** The file input's accept attribute. */
export const XLSX_ACCEPT = '.xlsx';

const LOCAL_HEADER = 0x04034b50; // 'PK\x03\x04'
const CENTRAL_HEADER = 0x02014b50; // 'PK\x01\x02'
const END_OF_DIRECTORY = 0x06054b50; // 'PK\x05\x06'
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

export function hasXlsxExtension(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

async function read(blob: Blob, start: number, end: number): Promise<DataView> {
  const buffer = await blob.slice(start, end).arrayBuffer();
  return new DataView(buffer);
}

/** Offset of the end-of-central-directory record in `tail` (it may be followed by a comment), or -1. */
function findEnd(tail: DataView): number {
  for (let at = tail.byteLength - END_SIZE; at >= 0; at--) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** The entry names of a zip file (from its central directory); null when the bytes are not a readable zip. */
export async function zipEntryNames(blob: Blob): Promise<string[] | null> {
  const size = blob.size;
  if (size < 4 + END_SIZE) return null;
  if ((await read(blob, 0, 4)).getUint32(0, true) !== LOCAL_HEADER) return null;
  const tailStart = Math.max(0, size - END_SIZE - MAX_COMMENT);
  const tail = await read(blob, tailStart, size);
  const end = findEnd(tail);
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const directorySize = tail.getUint32(end + 12, true);
  const directoryOffset = tail.getUint32(end + 16, true);
  if (directoryOffset + directorySize > tailStart + end) return null;
  const directory = await read(blob, directoryOffset, directoryOffset + directorySize);
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = 0;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.byteLength) return null;
    names.push(decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** True when the zip entries are those of a spreadsheet (OOXML content types and an xl/ workbook). */
export function isSpreadsheetPackage(names: readonly string[]): boolean {
  const lower = names.map((name) => name.toLowerCase());
  return lower.includes('[content_types].xml') && lower.some((name) => /^xl\/workbook[^/]*\.xml$/.test(name));
}

/** Null when the file may be sent as an .xlsx; otherwise why it is refused. */
export async function checkXlsxFile(file: File): Promise<XlsxRefusal | null> {
  if (!hasXlsxExtension(file.name)) return 'extension';
  try {
    const names = await zipEntryNames(file);
    return names !== null && isSpreadsheetPackage(names) ? null : 'content';
  } catch {
    return 'content';
  }
}
