import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { getErrorMessage, getErrorStatus } from '@/lib/http/error-message';
import { toast } from '@/lib/toast/toast';

/**
 * API field errors → react-hook-form. The API answers a refused request with
 * `{ errors: [{ campo, errors: [message] }], erro }`; `campo` is a dotted path
 * ("nome", "endereco.cep", "telefones.0.numero"). Forms show those messages at their fields and keep
 * everything the user typed: a refused save never costs the user their input.
 */

/** One field refused by the API: the form path and its messages (first one shown). */
export interface ApiFieldError {
  campo: string;
  messages: string[];
}

interface ApiErrorBody {
  errors?: Array<{ campo?: unknown; errors?: unknown }>;
}

/** "telefones[0].numero" → "telefones.0.numero" (the react-hook-form path form). */
export function toFormPath(campo: string): string {
  return campo
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** The field errors of a failed call, merged per field, in the API's order; [] when there are none. */
export function getApiFieldErrors(error: unknown): ApiFieldError[] {
  // Duck-typed (an AxiosError or anything shaped like one): src/lib outside http does not import axios.
  const response =
    error && typeof error === 'object' ? (error as { response?: { data?: unknown } }).response : undefined;
  const body = response?.data as ApiErrorBody | undefined;
  if (!body || typeof body !== 'object' || !Array.isArray(body.errors)) return [];
  const byField = new Map<string, string[]>();
  for (const entry of body.errors) {
    if (!entry || typeof entry.campo !== 'string' || !entry.campo.trim()) continue;
    const messages = Array.isArray(entry.errors)
      ? entry.errors.filter(
          (message): message is string => typeof message === 'string' && message.trim() !== '',
        )
      : [];
    if (messages.length === 0) continue;
    const campo = toFormPath(entry.campo);
    byField.set(campo, [...(byField.get(campo) ?? []), ...messages]);
  }
  return [...byField].map(([campo, messages]) => ({ campo, messages }));
}

export interface ApplyApiFieldErrorsOptions<T extends FieldValues> {
  /** Fields of the form: a `campo` equal to one of them, or below it ("endereco" ⊃ "endereco.cep"), is shown. */
  fields: readonly FieldPath<T>[];
  /** API names that differ from the form's: `{ avatarArquivo: 'avatar' }`. Checked before `fields`. */
  aliases?: Readonly<Record<string, FieldPath<T>>>;
  /** Move the focus to the first field shown (default true). */
  shouldFocus?: boolean;
}

export interface ApplyApiFieldErrorsResult<T extends FieldValues> {
  /** Fields that received a message, in the API's order. */
  applied: FieldPath<T>[];
  /** Errors for fields this form does not have. */
  unmatched: ApiFieldError[];
}

function resolveField<T extends FieldValues>(
  campo: string,
  options: ApplyApiFieldErrorsOptions<T>,
): FieldPath<T> | null {
  const alias = options.aliases && Object.hasOwn(options.aliases, campo) ? options.aliases[campo] : undefined;
  if (alias) return alias;
  const known = options.fields.some((field) => campo === field || campo.startsWith(`${field}.`));
  return known ? (campo as FieldPath<T>) : null;
}

/** Sets the API's field errors on the form (type "server"); returns what was shown and what was not. */
export function applyApiFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ApplyApiFieldErrorsOptions<T>,
): ApplyApiFieldErrorsResult<T> {
  const applied: FieldPath<T>[] = [];
  const unmatched: ApiFieldError[] = [];
  for (const fieldError of getApiFieldErrors(error)) {
    const field = resolveField(fieldError.campo, options);
    if (!field || applied.includes(field)) {
      if (!field) unmatched.push(fieldError);
      continue;
    }
    const shouldFocus = (options.shouldFocus ?? true) && applied.length === 0;
    setError(field, { type: 'server', message: fieldError.messages[0] }, { shouldFocus });
    applied.push(field);
  }
  return { applied, unmatched };
}

/**
 * The usual way a form reports a failed save: field errors at their fields; anything the form cannot
 * show at a field (no field errors, or errors for other fields) as the red error toast (getErrorMessage).
 * A 401 gets no toast: the session refreshes or signs out (as the query client does). Use it with
 * `meta: { silent: true }` on the mutation, so the global error toast does not repeat the message.
 * Returns true when at least one message went to a field.
 */
export function reportApiFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ApplyApiFieldErrorsOptions<T>,
): boolean {
  const { applied, unmatched } = applyApiFieldErrors(error, setError, options);
  if (applied.length === 0) {
    if (getErrorStatus(error) !== 401) toast.error(getErrorMessage(error));
  } else if (unmatched.length > 0) toast.error(unmatched[0].messages[0]);
  return applied.length > 0;
}
