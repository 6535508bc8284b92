import type { OpenApiDocument } from '../../../conformance/contract';
import type { Exchange } from '../../../conformance/validate';

/**
 * A small OpenAPI 3.1 contract written by hand for the conformance checker's tests, so that each test
 * breaks exactly one rule it can see: a paged list with enum query parameters whose page is a `$ref` into
 * components, a record by integer `{id}` next to a literal sibling (`/v1/things/export`), a JSON POST with
 * a required header, a multipart POST whose `dados` part is JSON by its encoding, and an open operation
 * (`security: []`) under a global bearer requirement.
 */
export function smallContract(): OpenApiDocument {
  const json = (schema: unknown) => ({ 'application/json': { schema } });
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const errors = {
    '400': { $ref: '#/components/responses/ErroValidacao' },
    '401': { $ref: '#/components/responses/NaoAutenticado' },
    default: { $ref: '#/components/responses/Erro' },
  };
  const document = {
    openapi: '3.1.0',
    info: { title: 'Coisas', version: '1.0.0' },
    security: [{ bearer: [] }],
    paths: {
      '/v1/things': {
        get: {
          operationId: 'listaThings',
          parameters: [
            { name: 'limitePagina', in: 'query', schema: { type: 'integer', enum: [10, 25, 50] } },
            { name: 'pagina', in: 'query', schema: { type: 'integer', minimum: 1 } },
            { name: 'situacao', in: 'query', schema: ref('Situacao') },
          ],
          responses: {
            '200': { description: 'Página de coisas.', content: json(ref('PaginaThings')) },
            ...errors,
          },
        },
        post: {
          operationId: 'criaThing',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: json(ref('ThingInput')) },
          responses: { '201': { description: 'Criada.', content: json(ref('Thing')) }, ...errors },
        },
      },
      // Before its literal sibling on purpose: the literal must win whatever the document's order.
      '/v1/things/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        get: {
          operationId: 'buscaThing',
          responses: {
            '200': { description: 'A coisa.', content: json(ref('Thing')) },
            '404': { $ref: '#/components/responses/NaoEncontrado' },
            ...errors,
          },
        },
      },
      '/v1/things/export': {
        get: {
          operationId: 'exportaThings',
          responses: {
            '200': { description: 'Planilha.', content: { 'text/csv': { schema: { type: 'string' } } } },
            ...errors,
          },
        },
      },
      '/v1/things/{id}/anexos': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        post: {
          operationId: 'anexaThing',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: ref('AnexoInput'),
                encoding: { dados: { contentType: 'application/json' } },
              },
            },
          },
          responses: {
            '200': { description: 'A coisa com o anexo.', content: json(ref('Thing')) },
            '404': { $ref: '#/components/responses/NaoEncontrado' },
            ...errors,
          },
        },
      },
      '/v1/status': {
        get: {
          operationId: 'statusApi',
          security: [],
          responses: {
            '200': {
              description: 'No ar.',
              content: json({ type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } }),
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Id: { type: 'integer', minimum: 1 },
        Situacao: { type: 'string', enum: ['ATIVO', 'INATIVO'] },
        ThingInput: {
          type: 'object',
          required: ['nome', 'situacao'],
          properties: { nome: { type: 'string', minLength: 1 }, situacao: ref('Situacao') },
        },
        Thing: {
          allOf: [ref('ThingInput'), { type: 'object', required: ['id'], properties: { id: ref('Id') } }],
        },
        PaginaThings: {
          type: 'object',
          required: ['totalItens', 'items'],
          properties: {
            totalItens: { type: 'integer', minimum: 0 },
            items: { type: 'array', items: ref('Thing') },
          },
        },
        AnexoInput: {
          type: 'object',
          required: ['dados', 'arquivo'],
          properties: {
            dados: ref('ThingInput'),
            prioridade: { type: 'integer', minimum: 1 },
            urgente: { type: 'boolean' },
            // A text part whose type sits behind a reference, as ChamadoInput's empresaId.
            empresaId: { $ref: '#/components/schemas/Id', description: 'Cliente (opcional).' },
            arquivo: { type: 'string', format: 'binary' },
          },
        },
        Erro: {
          type: 'object',
          required: ['erro'],
          properties: { erro: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
        },
      },
      responses: {
        ErroValidacao: { description: 'Dados inválidos.', content: json(ref('Erro')) },
        NaoAutenticado: { description: 'Sem sessão.', content: json(ref('Erro')) },
        NaoEncontrado: { description: 'Não encontrado.', content: json(ref('Erro')) },
        Erro: { description: 'Falha do servidor.', content: json(ref('Erro')) },
      },
    },
  };
  return document as unknown as OpenApiDocument;
}

/** A valid record of the small contract. */
export const THING = { id: 7, nome: 'PARAFUSO', situacao: 'ATIVO' };

export interface ExchangeInput {
  method?: string;
  /** The API's path with its query ('/v1/things?pagina=1'). */
  url: string;
  /** Request headers, lower-case names; an `authorization` bearer is sent unless set (to undefined). */
  headers?: Record<string, string | undefined>;
  body?: Buffer | string;
  status?: number;
  responseHeaders?: Record<string, string | undefined>;
  /** The answer: a value is sent as JSON (with its content type), a string or Buffer as it is. */
  answer?: unknown;
}

/** One exchange as the proxy hands it to the validator: by default an authenticated GET answered 200. */
export function exchange(input: ExchangeInput): Exchange {
  const url = new URL(input.url, 'http://api');
  const isRaw = typeof input.answer === 'string' || Buffer.isBuffer(input.answer);
  const responseBody =
    input.answer === undefined
      ? Buffer.alloc(0)
      : isRaw
        ? Buffer.from(input.answer as string | Buffer)
        : Buffer.from(JSON.stringify(input.answer));
  return {
    method: input.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    requestHeaders: { authorization: 'Bearer um.token.qualquer', ...input.headers },
    requestBody: input.body === undefined ? Buffer.alloc(0) : Buffer.from(input.body),
    status: input.status ?? 200,
    responseHeaders: {
      ...(input.answer === undefined || isRaw ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...input.responseHeaders,
    },
    responseBody,
  };
}

/** The bytes and Content-Type of a body as the platform's fetch sends a FormData. */
export async function formBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://api/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
