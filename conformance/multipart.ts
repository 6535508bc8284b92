/**
 * One part of a multipart/form-data body as a server reads it: its name, its file name when it is a file,
 * the Content-Type it declared (null when it declared none) and its bytes.
 */
export interface FormPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  body: Buffer;
}

/** The boundary of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The parts of a multipart body (RFC 7578), read by hand rather than by the platform's FormData: that one
 * turns a part without a file name into a string and drops its Content-Type, which is the very thing
 * this check looks at (a JSON part must say it is JSON).
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    // Between the delimiter's CRLF and the CRLF before the next delimiter.
    const raw = body.subarray(afterDelimiter + 2, next - 2);
    const split = raw.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = raw.subarray(0, split).toString('utf8').split('\r\n');
      const part = partOf(headers, raw.subarray(split + 4));
      if (part) parts.push(part);
    }
    start = next;
  }
  return parts;
}

function partOf(headerLines: string[], body: Buffer): FormPart | null {
  let name: string | null = null;
  let filename: string | null = null;
  let contentType: string | null = null;
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') {
      name = /\bname="([^"]*)"/i.exec(value)?.[1] ?? null;
      filename = /\bfilename="([^"]*)"/i.exec(value)?.[1] ?? null;
    } else if (header === 'content-type') {
      contentType = value;
    }
  }
  return name === null ? null : { name, filename, contentType, body };
}
