import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '../db/data/documents';
import type { MockDatabase } from '../db/database';
import { fileTypeOfName, fileUrl } from '../kit/files';
import { cascade } from './rules';

/** A CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric) whose check digits match. */
export function isValidCpfCnpj(value: string): boolean {
  return value.length === 11 ? isValidCpf(value) : isValidCnpj(value);
}

export function formatCpfCnpj(value: string): string {
  return value.length === 11 ? formatCpf(value) : formatCnpj(value);
}

/**
 * Keeps the uploaded logo in db.files and answers its URL. The URL is the API path relative to the
 * API base ('/v1/arquivos/<id>', as kit/files.ts does for every stored file): the app loads it
 * through its HTTP client, which adds the base and the bearer. toRecord is synchronous, so the
 * bytes are copied in as soon as the browser hands them over (before any later request reads them).
 */
export function storeLogo(db: MockDatabase, logo: Blob): string {
  const id = `file-${db.counters.file++}`;
  const nome = logo instanceof File ? logo.name : `${id}.png`;
  // The type of the name's extension, never the client's (the bytes cannot be read here: a raster
  // logo whose bytes are not that image is served as application/octet-stream, servedFileType).
  const stored = {
    id,
    nome,
    tipo: fileTypeOfName(nome) ?? 'application/octet-stream',
    bytes: new Uint8Array(0),
  };
  db.files[id] = stored;
  void logo.arrayBuffer().then((buffer) => {
    stored.bytes = new Uint8Array(buffer);
  });
  return fileUrl(id);
}

/** Whether an uploaded logo is named as a logo may be: PNG, JPG, WEBP or SVG (the extension decides). */
export function isLogoName(logo: Blob): boolean {
  return logo instanceof File && /\.(png|jpe?g|webp|svg)$/i.test(logo.name.trim());
}

/** Renames the copies of a customer's name kept by its branches, units and users. */
export function renameCustomer(db: MockDatabase, id: number, nome: string): void {
  const empresa = { id, nome };
  cascade(db.resources.filiais, (filial) => (filial.empresaId === id ? { ...filial, empresa } : undefined));
  cascade(db.resources.unidades, (unidade) =>
    unidade.empresaId === id ? { ...unidade, empresa } : undefined,
  );
  cascade(db.resources.usuarios, (usuario) =>
    usuario.empresaIds?.includes(id)
      ? { ...usuario, empresas: usuario.empresas?.map((item) => (item.id === id ? empresa : item)) }
      : undefined,
  );
}
