import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../conformance/contract';
import { ContractValidator, type Verdict } from '../../../conformance/validate';
import { exchange, formBody, smallContract, THING } from './support';

/**
 * The conformance checker (conformance/validate.ts) against a small hand-written contract
 * (./support.ts): each exchange below breaks exactly one rule of it, and the verdict must name that one
 * place and nothing else; a fully valid exchange of each kind has no violation at all.
 */

const validator = new ContractValidator(smallContract());

/** Where each violation sits, in order. */
const places = (verdict: Verdict) => verdict.violations.map(({ at }) => at);

const page = (items: unknown[]) => ({ totalItens: items.length, items });

/** The multipart POST of the small contract with the parts `fill` appends. */
async function anexa(fill: (form: FormData) => void, headers: Record<string, string> = {}) {
  const form = new FormData();
  fill(form);
  const { body, contentType } = await formBody(form);
  return validator.check(
    exchange({
      method: 'POST',
      url: '/v1/things/7/anexos',
      headers: { 'content-type': contentType, ...headers },
      body,
      answer: THING,
    }),
  );
}

const jsonPart = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });
const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'nota.pdf', { type: 'application/pdf' });

/** Valid parts of the multipart operation (all but the optional empresaId), except those `skip` names. */
function validParts(form: FormData, ...skip: string[]) {
  if (!skip.includes('dados')) form.append('dados', jsonPart({ nome: 'PARAFUSO', situacao: 'ATIVO' }));
  if (!skip.includes('prioridade')) form.append('prioridade', '3');
  if (!skip.includes('urgente')) form.append('urgente', 'true');
  if (!skip.includes('arquivo')) form.append('arquivo', pdf());
}

describe('which operation an exchange reaches', () => {
  it('takes a literal segment over a template in either order of the paths (/v1/things/export is not {id})', () => {
    const document = smallContract();
    const reversed = {
      ...document,
      paths: Object.fromEntries(Object.entries(document.paths).reverse()),
    } as OpenApiDocument;
    for (const checker of [validator, new ContractValidator(reversed)]) {
      const exported = checker.check(
        exchange({
          url: '/v1/things/export',
          responseHeaders: { 'content-type': 'text/csv' },
          answer: 'a;b\n',
        }),
      );
      expect(exported).toEqual({ operationId: 'exportaThings', violations: [] });
      expect(checker.check(exchange({ url: '/v1/things/42', answer: THING }))).toEqual({
        operationId: 'buscaThing',
        violations: [],
      });
    }
  });

  it('reports an exchange no operation takes, by method and by path, with no operation id', () => {
    const wrongMethod = validator.check(exchange({ method: 'DELETE', url: '/v1/things/7', status: 204 }));
    expect(wrongMethod.operationId).toBeNull();
    expect(wrongMethod.violations).toEqual([
      { at: 'request', message: expect.stringContaining('DELETE /v1/things/7') as string },
    ]);

    const unknownPath = validator.check(exchange({ url: '/v1/things/7/historico', answer: [] }));
    expect(unknownPath.operationId).toBeNull();
    expect(places(unknownPath)).toEqual(['request']);
  });
});

describe('an exchange that keeps the contract has no violation', () => {
  it('a list with every query parameter and an answer matching the $ref page', () => {
    const verdict = validator.check(
      exchange({
        url: '/v1/things?limitePagina=25&pagina=2&situacao=INATIVO',
        answer: page([THING, { id: 8, nome: 'PORCA', situacao: 'INATIVO' }]),
      }),
    );
    expect(verdict).toEqual({ operationId: 'listaThings', violations: [] });
  });

  it('a JSON POST with its required header, answered 201', () => {
    const verdict = validator.check(
      exchange({
        method: 'POST',
        url: '/v1/things',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        body: JSON.stringify({ nome: 'PARAFUSO', situacao: 'ATIVO' }),
        status: 201,
        answer: THING,
      }),
    );
    expect(verdict).toEqual({ operationId: 'criaThing', violations: [] });
  });

  it('a multipart POST as fetch sends a FormData: a typed JSON part, text parts and a file', async () => {
    const verdict = await anexa((form) => {
      validParts(form);
      form.append('empresaId', '42');
    });
    expect(verdict).toEqual({ operationId: 'anexaThing', violations: [] });
  });

  it('an operation with `security: []` called without credentials', () => {
    const verdict = validator.check(
      exchange({ url: '/v1/status', headers: { authorization: undefined }, answer: { ok: true } }),
    );
    expect(verdict).toEqual({ operationId: 'statusApi', violations: [] });
  });

  it('a declared 404, a 5xx under `default`, and a 304 to a GET', () => {
    const notFound = exchange({ url: '/v1/things/9', status: 404, answer: { erro: 'Coisa não encontrada' } });
    const failure = exchange({ url: '/v1/things', status: 503, answer: { erro: 'Indisponível' } });
    const notModified = exchange({ url: '/v1/things/7', status: 304 });
    for (const each of [notFound, failure, notModified]) {
      expect(validator.check(each).violations, `${each.status}`).toEqual([]);
    }
  });
});

describe('request parameters', () => {
  it('reports a query parameter the operation does not declare', () => {
    const verdict = validator.check(exchange({ url: '/v1/things?pagina=1&ordem=nome', answer: page([]) }));
    expect(verdict.violations).toEqual([
      { at: 'request.query.ordem', message: 'parâmetro que a operação não declara' },
    ]);
  });

  it('reports a path parameter that is not the integer the contract declares', () => {
    const verdict = validator.check(exchange({ url: '/v1/things/abc', status: 400, answer: { erro: 'id' } }));
    expect(verdict.operationId).toBe('buscaThing');
    expect(places(verdict)).toEqual(['request.path.id']);
  });

  it('reads a numeric query parameter as a number but reports one outside its enum', () => {
    expect(
      validator.check(exchange({ url: '/v1/things?limitePagina=50', answer: page([]) })).violations,
    ).toEqual([]);
    const verdict = validator.check(exchange({ url: '/v1/things?limitePagina=7', answer: page([]) }));
    expect(places(verdict)).toEqual(['request.query.limitePagina']);
  });

  it('reports a query value outside a $ref enum', () => {
    const verdict = validator.check(exchange({ url: '/v1/things?situacao=EXCLUIDO', answer: page([]) }));
    expect(verdict.violations).toEqual([
      { at: 'request.query.situacao', message: expect.stringContaining('allowed values') as string },
    ]);
  });

  it('reports a required header parameter left out', () => {
    const verdict = validator.check(
      exchange({
        method: 'POST',
        url: '/v1/things',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nome: 'PARAFUSO', situacao: 'ATIVO' }),
        status: 201,
        answer: THING,
      }),
    );
    expect(verdict.violations).toEqual([
      { at: 'request.header.Idempotency-Key', message: 'parâmetro obrigatório ausente' },
    ]);
  });

  it('reports a path parameter with a malformed percent escape instead of throwing', () => {
    // A URIError here escaped the proxy's answer callback: an unhandled rejection that ends the proxy.
    const verdict = validator.check(
      exchange({ url: '/v1/things/%E0%A4%A', status: 400, answer: { erro: 'id' } }),
    );
    expect(verdict.operationId).toBe('buscaThing');
    expect(places(verdict)).toEqual(['request.path.id']);
  });
});

describe('security', () => {
  it('reports a call without the bearer token the global security requires', () => {
    const withoutToken = validator.check(
      exchange({ url: '/v1/things', headers: { authorization: undefined }, answer: page([]) }),
    );
    expect(withoutToken.violations).toEqual([
      { at: 'request.headers', message: 'sem as credenciais que a segurança da operação exige' },
    ]);
    const basic = validator.check(
      exchange({ url: '/v1/things', headers: { authorization: 'Basic dXNlcjpzZW5oYQ==' }, answer: page([]) }),
    );
    expect(places(basic)).toEqual(['request.headers']);
  });

  it('accepts a call without credentials that the API refused with 401', () => {
    const verdict = validator.check(
      exchange({
        url: '/v1/things',
        headers: { authorization: undefined },
        status: 401,
        answer: { erro: 'Sessão expirada' },
      }),
    );
    expect(verdict.violations).toEqual([]);
  });
});

describe('request bodies', () => {
  const post = (body: string | undefined, contentType = 'application/json') =>
    validator.check(
      exchange({
        method: 'POST',
        url: '/v1/things',
        headers: { 'content-type': contentType, 'idempotency-key': 'k-1' },
        body,
        status: 201,
        answer: THING,
      }),
    );

  it('reports a required body left out', () => {
    expect(post(undefined).violations).toEqual([
      { at: 'request.body', message: 'corpo obrigatório ausente' },
    ]);
  });

  it('reports a body sent to an operation that declares none', () => {
    const verdict = validator.check(
      exchange({
        url: '/v1/things',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        answer: page([]),
      }),
    );
    expect(verdict.violations).toEqual([{ at: 'request.body', message: 'corpo que a operação não declara' }]);
  });

  it('reports a JSON body missing a required field and one with a value outside its enum, by field', () => {
    expect(places(post(JSON.stringify({ situacao: 'ATIVO' })))).toEqual(['request.body.nome']);
    expect(places(post(JSON.stringify({ nome: 'PARAFUSO', situacao: 'EXCLUIDO' })))).toEqual([
      'request.body.situacao',
    ]);
  });

  it('reports a body of a media type the operation does not declare, and JSON that does not parse', () => {
    expect(post('nome=PARAFUSO', 'text/plain').violations).toEqual([
      { at: 'request.headers.content-type', message: expect.stringContaining('text/plain') as string },
    ]);
    expect(post('{"nome": ').violations).toEqual([{ at: 'request.body', message: 'JSON inválido' }]);
  });
});

describe('multipart request bodies', () => {
  it('a JSON part without its type: reports a `dados` part sent as plain text (encoding says application/json)', async () => {
    const verdict = await anexa((form) => {
      validParts(form, 'dados');
      // What `form.append('dados', JSON.stringify(value))` sends: no Content-Type of its own.
      form.append('dados', JSON.stringify({ nome: 'PARAFUSO', situacao: 'ATIVO' }));
    });
    expect(verdict.violations).toEqual([
      { at: 'request.body.dados', message: expect.stringContaining('application/json') as string },
    ]);
  });

  it('checks the JSON part against its schema', async () => {
    const verdict = await anexa((form) => {
      validParts(form, 'dados');
      form.append('dados', jsonPart({ nome: 'PARAFUSO', situacao: 'EXCLUIDO' }));
    });
    expect(places(verdict)).toEqual(['request.body.dados.situacao']);
  });

  it('reads text parts as their property type: reports an integer or boolean part that is not one', async () => {
    const notInteger = await anexa((form) => {
      validParts(form, 'prioridade');
      form.append('prioridade', 'alta');
    });
    expect(places(notInteger)).toEqual(['request.body.prioridade']);
    const notBoolean = await anexa((form) => {
      validParts(form, 'urgente');
      form.append('urgente', 'sim');
    });
    expect(places(notBoolean)).toEqual(['request.body.urgente']);
  });

  it('reads a text part whose property is a $ref as the referenced type (ChamadoInput.empresaId is one)', async () => {
    const number = await anexa((form) => {
      validParts(form);
      form.append('empresaId', '42');
    });
    expect(number.violations).toEqual([]);
    const notNumber = await anexa((form) => {
      validParts(form);
      form.append('empresaId', 'ACME');
    });
    expect(places(notNumber)).toEqual(['request.body.empresaId']);
  });

  it('reports a required file part left out', async () => {
    const verdict = await anexa((form) => validParts(form, 'arquivo'));
    expect(verdict.violations).toEqual([
      { at: 'request.body.arquivo', message: expect.stringContaining('arquivo') as string },
    ]);
  });

  it('reports a multipart Content-Type without its boundary', async () => {
    const verdict = await anexa((form) => validParts(form), { 'content-type': 'multipart/form-data' });
    expect(places(verdict)).toEqual(['request.headers.content-type']);
  });
});

describe('responses', () => {
  it('reports a 4xx the operation does not declare, though it declares `default`', () => {
    for (const status of [409, 422]) {
      const verdict = validator.check(exchange({ url: '/v1/things', status, answer: { erro: 'Conflito' } }));
      expect(verdict.violations, `${status}`).toEqual([
        { at: 'response.status', message: `status ${status} que a operação não declara` },
      ]);
    }
  });

  it('reports a 2xx the operation does not declare, though it declares `default`', () => {
    const verdict = validator.check(exchange({ url: '/v1/things/7', status: 204 }));
    expect(places(verdict)).toEqual(['response.status']);
  });

  it('takes a 304 only as the answer to a GET', () => {
    const verdict = validator.check(
      exchange({
        method: 'POST',
        url: '/v1/things',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        body: JSON.stringify({ nome: 'PARAFUSO', situacao: 'ATIVO' }),
        status: 304,
      }),
    );
    expect(places(verdict)).toEqual(['response.status']);
  });

  it('reports an answer of a content type its status does not declare', () => {
    const verdict = validator.check(
      exchange({
        url: '/v1/things/7',
        responseHeaders: { 'content-type': 'text/html' },
        answer: '<html></html>',
      }),
    );
    expect(verdict.violations).toEqual([
      { at: 'response.headers.content-type', message: expect.stringContaining('text/html') as string },
    ]);
  });

  it('a deliberately wrong answer: reports a 200 item missing a required field, by its place in the page', () => {
    const verdict = validator.check(
      exchange({
        url: '/v1/things',
        answer: page([
          { id: 7, situacao: 'ATIVO' },
          { ...THING, id: 8 },
        ]),
      }),
    );
    expect(verdict).toEqual({
      operationId: 'listaThings',
      violations: [{ at: 'response.body.items[0].nome', message: "must have required property 'nome'" }],
    });
  });

  it('a deliberately wrong answer: reports an enum value the contract does not have, by its place', () => {
    const verdict = validator.check(
      exchange({ url: '/v1/things', answer: page([THING, { ...THING, id: 8, situacao: 'EXCLUIDO' }]) }),
    );
    expect(verdict.violations).toEqual([
      { at: 'response.body.items[1].situacao', message: expect.stringContaining('allowed values') as string },
    ]);
  });

  it('reports an answer whose JSON does not parse', () => {
    const verdict = validator.check(
      exchange({
        url: '/v1/things/7',
        responseHeaders: { 'content-type': 'application/json' },
        answer: '{"id": 7,',
      }),
    );
    expect(verdict.violations).toEqual([{ at: 'response.body', message: 'JSON inválido' }]);
  });
});
