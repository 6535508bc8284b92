import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  AlteraCertificadoEmpresaBody,
  AlteraCertificadoEmpresaParams,
} from '@generated/zod/empresas/empresas';
import { ConsultaCepParams, TestaCertificadoDigitalBody } from '@generated/zod/utils/utils';
import { CEPS } from '../db/data/ceps';
import { authed } from '../kit/auth';
import { readCertificate } from '../kit/certificate';
import { apiPath, type MockContext } from '../kit/context';
import { multipartObject } from '../kit/request';
import { apiError } from '../kit/respond';
import { parseRequest } from '../kit/validation';

const upper = (text: string | undefined) => (text ?? '').trim().toLocaleUpperCase('pt-BR');

/** Opens the multipart certificate + password of a request; the refusal is the API's 400. */
async function certificateOf(ctx: MockContext, request: Request, schema: typeof TestaCertificadoDigitalBody) {
  const parsed = parseRequest(schema, await multipartObject(request, schema));
  if (!parsed.ok) return { response: parsed.response };
  const result = await readCertificate(parsed.data.certificadoDigital, parsed.data.senha, ctx.now());
  if (!result.ok)
    return { response: apiError(400, result.erro, [{ campo: 'certificadoDigital', errors: [result.erro] }]) };
  return { certificate: result.certificate };
}

/** CEP lookup, the digital certificate test and the customer's certificate replacement. */
export function utilsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      apiPath(ctx, '/v1/utils/consulta-cep/:cep'),
      authed(ctx, ({ params }) => {
        const parsed = parseRequest(ConsultaCepParams, params);
        if (!parsed.ok) return apiError(400, 'CEP inválido', [{ campo: 'cep', errors: ['CEP inválido'] }]);
        const found = CEPS.find((entry) => entry.cep === parsed.data.cep);
        if (!found) return apiError(404, 'CEP não encontrado');
        const cidade = ctx.db.resources.cidades.find((city) => city.codigoIbge === found.codigoIbge);
        if (!cidade) return apiError(404, 'CEP não encontrado');
        return HttpResponse.json({
          cep: found.cep,
          logradouro: upper(found.logradouro),
          bairro: upper(found.bairro),
          complemento: found.complemento ? upper(found.complemento) : null,
          cidade: { id: cidade.id, nome: cidade.nome },
          uf: found.uf,
          codigoIbge: found.codigoIbge,
        });
      }),
    ),
    http.post(
      apiPath(ctx, '/v1/utils/testa-certificado-digital'),
      authed(ctx, async ({ request }) => {
        const read = await certificateOf(ctx, request, TestaCertificadoDigitalBody);
        return 'response' in read ? read.response : HttpResponse.json(read.certificate);
      }),
    ),
    http.put(
      apiPath(ctx, '/v1/empresas/:id/altera-certificado'),
      authed(
        ctx,
        async ({ request, params }) => {
          const id = parseRequest(AlteraCertificadoEmpresaParams, params);
          if (!id.ok) return id.response;
          if (!ctx.db.resources.empresas.get(id.data.id)) return apiError(404, 'Cliente não encontrado');
          const read = await certificateOf(ctx, request, AlteraCertificadoEmpresaBody);
          if ('response' in read) return read.response;
          ctx.db.certificados[id.data.id] = read.certificate;
          return HttpResponse.json(read.certificate);
        },
        ['ALT_CONF_EMP'],
      ),
    ),
  ];
}
