import type { AxiosError } from 'axios';
import { errorMessages } from '@/lib/messages';

/**
 * axios's own `isAxiosError` (the flag axios sets on its errors), written here so that this module, used
 * by the query client of the entry chunk, does not import axios: the first paint of sign-in needs no HTTP.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

interface ApiErrorBody {
  errors?: Array<{ errors?: unknown[] }>;
  erro?: unknown;
}

function firstFieldError(body: ApiErrorBody): string | null {
  const first = Array.isArray(body.errors) ? body.errors[0]?.errors?.[0] : undefined;
  return typeof first === 'string' && first.trim() ? first : null;
}

/**
 * The text shown for a failed call: the first of errors[0].errors[0]; else `erro`;
 * else, for 403, the permission text; else the generic text.
 */
export function getErrorMessage(error: unknown): string {
  if (isAxiosError(error) && error.response) {
    const body = (error.response.data ?? {}) as ApiErrorBody;
    if (body && typeof body === 'object') {
      const fieldError = firstFieldError(body);
      if (fieldError) return fieldError;
      if (typeof body.erro === 'string' && body.erro.trim()) return body.erro;
    }
    if (error.response.status === 403) return errorMessages.forbidden;
  }
  return errorMessages.generic;
}

/** The HTTP status of a failed call, when there was an answer. */
export function getErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * A failure of the API or the network for a while, not an answer about the request: no answer (a
 * network error, a timeout), 408, 429 or a 5xx. Only calls made through the HTTP client count.
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 408 || status === 429 || status >= 500;
}
