import { HttpResponse } from 'msw';

export interface FieldError {
  campo?: string;
  errors: string[];
}

/** An error in the API's shape: `errors[].errors[]` for field errors, `erro` for a general one. */
export function apiError(status: number, erro: string, fieldErrors: FieldError[] = []): Response {
  return HttpResponse.json({ errors: fieldErrors, erro }, { status });
}

export function fieldErrors(status: number, errors: FieldError[]): Response {
  return HttpResponse.json({ errors, erro: errors[0]?.errors[0] ?? 'Requisição inválida' }, { status });
}

/** 404 'Cidade não encontrada', 'Registro não encontrado': the word agrees with what was not found. */
export const notFound = (what = 'Registro', gender: 'm' | 'f' = 'm') =>
  apiError(404, `${what} não ${gender === 'f' ? 'encontrada' : 'encontrado'}`);
export const unauthorized = () => apiError(401, 'Sessão expirada. Entre novamente.');
export const forbidden = () => HttpResponse.json({ errors: [] }, { status: 403 });

export function fileResponse(body: BodyInit, contentType: string, fileName: string): Response {
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
