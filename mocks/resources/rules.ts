import type { Collection, StoredRecord } from '../db/collection';
import type { FieldError } from '../kit/respond';

/** Refuses a value already used by another record of the table (409 with the field's message; `campo` is its path in the body). */
export function duplicateOf<R extends StoredRecord, K extends keyof R>(
  table: Collection<R>,
  field: K,
  value: R[K],
  current: R | undefined,
  message: string,
  campo: string = String(field),
): { errors: FieldError[]; conflict: true } | null {
  const normalized = typeof value === 'string' ? value.toUpperCase() : value;
  const other = table.find(
    (record) =>
      record.id !== current?.id &&
      (typeof record[field] === 'string' ? (record[field] as string).toUpperCase() : record[field]) ===
        normalized,
  );
  return other ? { errors: [{ campo, errors: [message] }], conflict: true } : null;
}

/** A referenced record that must exist (and be active, when asked). */
export function reference<R extends StoredRecord>(
  table: Collection<R>,
  id: number | null | undefined,
  campo: string,
  options: { active?: boolean } = {},
): { record: R } | { errors: FieldError[] } | null {
  if (id === null || id === undefined) return null;
  const record = table.get(id);
  if (!record || (options.active && !record.ativo))
    return { errors: [{ campo, errors: ['Opção inválida'] }] };
  return { record };
}

export type Refusal = { errors: FieldError[]; conflict?: boolean };

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'errors' in value;
}

/** A 400 refusal of one field. */
export function invalid(campo: string, message: string): Refusal {
  return { errors: [{ campo, errors: [message] }] };
}

/** A 409 refusal of one field (a value that must be unique). */
export function conflict(campo: string, message: string): Refusal {
  return { errors: [{ campo, errors: [message] }], conflict: true };
}

/**
 * The refusals among some rule results merged into one answer: 409 only when every refusal is a
 * conflict, 400 otherwise (invalid data is reported before duplicates). Null when nothing refused.
 */
export function refusalOf(...results: unknown[]): Refusal | null {
  const refusals = results.filter(isRefusal);
  if (refusals.length === 0) return null;
  const conflicts = refusals.every((refusal) => refusal.conflict);
  const kept = conflicts ? refusals : refusals.filter((refusal) => !refusal.conflict);
  return { errors: kept.flatMap((refusal) => refusal.errors), ...(conflicts ? { conflict: true } : {}) };
}

/**
 * A required reference: the record, or 'Opção inválida' when it is missing or (with `active`)
 * inactive. `keep` is the id the record already holds: it stays acceptable even if now inactive.
 */
export function required<R extends StoredRecord>(
  table: Collection<R>,
  id: number,
  campo: string,
  options: { active?: boolean; keep?: number | null } = {},
): R | Refusal {
  const record = table.get(id);
  if (!record || (options.active && !record.ativo && id !== options.keep))
    return invalid(campo, 'Opção inválida');
  return record;
}

/** An advanced filter that applies only when the query carries a value. */
export function filterWhen<R>(
  value: unknown,
  predicate: (record: R) => boolean,
): Array<(record: R) => boolean> {
  return value === undefined || value === null || value === '' ? [] : [predicate];
}

/** Trimmed and upper-cased (texts the API stores in capitals). */
export function upper(text: string): string {
  return text.trim().toUpperCase();
}

export function upperOrNull(text: string | null | undefined): string | null {
  const value = text?.trim();
  return value ? value.toUpperCase() : null;
}

/**
 * Rewrites, without touching their audit fields, the records that hold a copy of another record's
 * label (e.g. the customer name inside each branch) after that label changed.
 */
export function cascade<R extends StoredRecord>(
  table: Collection<R>,
  rewrite: (record: R) => R | undefined,
): void {
  for (const record of table.all()) {
    const next = rewrite(record);
    if (next) table.insert(next as never, null);
  }
}

/** Allocates ids after the largest one in use (for nested items: phones, e-mails, actions…). */
export function idAllocator(ids: Iterable<number | undefined>): () => number {
  let last = 0;
  for (const id of ids) if (id !== undefined && id > last) last = id;
  return () => ++last;
}

/** The summary of a branch that units keep (id, codigo, nome, fantasia). */
export function filialResumo(filial: { id: number; codigo: number; nome: string; fantasia?: string | null }) {
  return { id: filial.id, codigo: filial.codigo, nome: filial.nome, fantasia: filial.fantasia ?? null };
}
