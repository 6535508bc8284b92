import type { Anexo } from '@generated/api/model';
import { fileUrl, storeSeedFile } from '../../kit/files';
import { buildListingPdf } from '../../kit/pdf';
import type { MockDatabase } from '../database';

/** Small real files for the seeded ticket attachments: a PNG "screenshot", a PDF, a log and a CSV. */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** An RGB PNG, zlib "stored" (uncompressed) blocks: valid for any viewer, no compressor needed. */
export function buildPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array<ArrayBuffer> {
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    raw.push(0);
    for (let x = 0; x < width; x++) raw.push(...pixel(x, y));
  }
  const zlib: number[] = [0x78, 0x01];
  for (let start = 0; start < raw.length; start += 65535) {
    const block = raw.slice(start, start + 65535);
    const last = start + 65535 >= raw.length ? 1 : 0;
    zlib.push(
      last,
      block.length & 0xff,
      block.length >>> 8,
      ~block.length & 0xff,
      (~block.length >>> 8) & 0xff,
      ...block,
    );
  }
  zlib.push(...u32(adler32(Uint8Array.from(raw))));
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', Uint8Array.from(zlib)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** A tiny "error dialog" picture: red title bar, grey text lines on a light background. */
function errorScreenshot(): Uint8Array {
  return buildPng(80, 48, (x, y) => {
    if (y < 10) return [198, 40, 40];
    const line = [16, 22, 28].includes(y - (y % 2)) && x > 6 && x < 74 - (y % 3) * 12;
    if (line) return [90, 90, 90];
    if (y >= 36 && y < 43 && x >= 54 && x < 74) return [25, 118, 210];
    return [246, 246, 246];
  });
}

/**
 * A SEFAZ consultation page saved by the customer's e-mail integration: untrusted html, with a script
 * and an event handler that would change the page if they ever ran (the viewer's sandbox must stop them).
 */
function sefazConsultationPage(numero: number, data: string): string {
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Consulta CT-e</title>',
    '<style>body{font-family:sans-serif;margin:16px}th,td{border:1px solid #999;padding:4px 8px}</style></head><body>',
    `<h1 id="titulo">Consulta de CT-e nº ${numero}</h1>`,
    `<table><tr><th>Data</th><td>${data}</td></tr><tr><th>Situação</th><td>Rejeição 539</td></tr></table>`,
    '<img src="x" alt="" onerror="document.getElementById(\'titulo\').textContent=\'script executado\'">',
    "<script>document.getElementById('titulo').textContent = 'script executado';</script>",
    '</body></html>',
  ].join('');
}

/**
 * A delivery "photo" the same integration saved before uploads were checked: an SVG named .png, typed
 * image/svg+xml as its sender claimed, with a script that would mark the window and write to the app's
 * storage if it ever ran. The viewer must never show it as an image nor make a blob: address of it that
 * runs it (tests/e2e/attachment-safety.spec.ts); the API serves it as a download (servedFileType).
 */
export const DISGUISED_SVG_NAME = 'comprovante-entrega.png';

function disguisedSvg(numero: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60">',
    `<rect width="160" height="60" fill="#c62828"/><text x="8" y="36" fill="#fff">CT-e ${numero}</text>`,
    "<script>window.__pwned = (window.__pwned || 0) + 1; try { localStorage.setItem('__pwned', 'svg'); } catch (e) {}</script>",
    '</svg>',
  ].join('');
}

export type SeedAttachmentKind = 'png' | 'pdf' | 'txt' | 'csv' | 'html' | 'disguised-svg';

/** Stores one seeded attachment and returns it as the API answers it. */
export function seedAttachment(
  db: MockDatabase,
  kind: SeedAttachmentKind,
  numero: number,
  data: string,
): Anexo {
  const [nome, tipo, bytes] = ((): [string, string, Uint8Array | string] => {
    switch (kind) {
      case 'png':
        return ['print-erro-sefaz.png', 'image/png', errorScreenshot()];
      case 'pdf':
        return [
          `dacte-${numero}.pdf`,
          'application/pdf',
          buildListingPdf(
            `DACTE - CT-e nº ${numero}`,
            ['Campo', 'Valor'],
            [
              ['Número', String(numero)],
              ['Série', '1'],
              ['Emissão', data],
              ['Modal', 'Rodoviário'],
              ['Situação', 'Rejeitado'],
            ],
          ),
        ];
      case 'txt':
        return [
          'log-transmissao.txt',
          'text/plain',
          `${data} 10:02:11 Enviando lote com o CT-e ${numero}\n${data} 10:02:14 Retorno SEFAZ: cStat=539 Duplicidade de CT-e com diferença na chave de acesso\n${data} 10:02:14 Transmissão encerrada com erro\n`,
        ];
      case 'csv':
        return [
          'documentos-rejeitados.csv',
          'text/csv',
          `numero;serie;emissao;rejeicao\n${numero};1;${data};539\n${numero + 1};1;${data};217\n${numero + 2};1;${data};694\n`,
        ];
      case 'html':
        return [`consulta-cte-${numero}.html`, 'text/html', sefazConsultationPage(numero, data)];
      case 'disguised-svg':
        return [DISGUISED_SVG_NAME, 'image/svg+xml', disguisedSvg(numero)];
    }
  })();
  const stored = storeSeedFile(db, nome, tipo, bytes);
  return {
    id: db.counters.anexo++,
    nome,
    tipo,
    tamanho: stored.bytes.byteLength,
    arquivoId: stored.id,
    url: fileUrl(stored.id),
  };
}
