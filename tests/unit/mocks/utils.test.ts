import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CertificadoDigitalInput } from '@generated/api/model';
import { multipart } from '../../request-body';
import { setupMockApi } from './support';

const api = setupMockApi();
const FIXTURES = join(__dirname, '../../fixtures');
const PASSWORD = 'certificado123';

function certificateForm(file: string, senha: string, name = file) {
  return multipart<CertificadoDigitalInput>({
    certificadoDigital: new File([readFileSync(join(FIXTURES, file))], name, {
      type: 'application/x-pkcs12',
    }),
    senha,
  });
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { errors: Array<{ errors: string[] }>; erro?: string };
  return body.errors[0]?.errors[0] ?? body.erro ?? '';
}

/** yyyy-MM-dd of a date about 5 years ahead (the fixture is valid for 1825 days from its creation). */
const yearsAhead = (date: string) =>
  (new Date(`${date}T12:00:00Z`).getTime() - Date.now()) / (365.25 * 86400000);

describe('mock API: CEP lookup', () => {
  it('answers a known CEP with its street in capitals and the seeded city', async () => {
    const { token } = await api.login();
    const response = await api.call(token, '/v1/utils/consulta-cep/01310100');
    expect(response.status).toBe(200);
    const body = await response.json();
    const saoPaulo = api.ctx.db.resources.cidades.find((city) => city.codigoIbge === '3550308')!;
    expect(body).toEqual({
      cep: '01310100',
      logradouro: 'AVENIDA PAULISTA',
      bairro: 'BELA VISTA',
      complemento: null,
      cidade: { id: saoPaulo.id, nome: saoPaulo.nome },
      uf: 'SP',
      codigoIbge: '3550308',
    });
  });

  it('answers 404 for an unknown CEP and 400 "CEP inválido" for a malformed one', async () => {
    const { token } = await api.login();
    const unknown = await api.call(token, '/v1/utils/consulta-cep/99999999');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('CEP não encontrado');
    for (const cep of ['1234567', '0131010a', '013101000']) {
      const invalid = await api.call(token, `/v1/utils/consulta-cep/${cep}`);
      expect(invalid.status, cep).toBe(400);
      expect(await errorOf(invalid)).toBe('CEP inválido');
    }
    expect((await api.call(null, '/v1/utils/consulta-cep/01310100')).status).toBe(401);
  });
});

describe('mock API: digital certificate A1', () => {
  const test = (form: FormData, token: string) =>
    api.call(token, '/v1/utils/testa-certificado-digital', { method: 'POST', body: form });

  it('opens the .pfx and the .p12 with the right password: vencimento, titular and CNPJ', async () => {
    const { token } = await api.login();
    for (const file of ['certificado-a1.pfx', 'certificado-a1.p12']) {
      const response = await test(certificateForm(file, PASSWORD), token);
      expect(response.status, file).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        titular: 'TRANSPORTES EXEMPLO LTDA:11222333000181',
        cnpj: '11222333000181',
      });
      expect(body.vencimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(yearsAhead(body.vencimento)).toBeGreaterThan(3);
    }
  });

  it('refuses a wrong password, an expired certificate and a file that is not PKCS#12 with 400', async () => {
    const { token } = await api.login();
    const wrong = await test(certificateForm('certificado-a1.pfx', 'senha-errada'), token);
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe('Senha do certificado inválida');

    const expired = await test(certificateForm('certificado-vencido.pfx', PASSWORD), token);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatch(/^Certificado digital vencido em \d{2}\/\d{2}\/\d{4}$/);
    expect(await errorOf(await test(certificateForm('certificado-vencido.pfx', PASSWORD), token))).toBe(
      'Certificado digital vencido em 31/12/2023',
    );

    for (const [file, name] of [
      ['planilha-falsa.xlsx', 'certificado.pfx'],
      ['cidades-validas.xlsx', 'certificado.p12'],
      ['certificado-a1.pfx', 'certificado.txt'],
    ]) {
      const invalid = await test(certificateForm(file, PASSWORD, name), token);
      expect(invalid.status, `${file} as ${name}`).toBe(400);
      expect(await errorOf(invalid)).toBe('Arquivo de certificado inválido');
    }
    // Wrong on purpose: no password.
    const noPassword = multipart<Partial<CertificadoDigitalInput>>({
      certificadoDigital: new File([readFileSync(join(FIXTURES, 'certificado-a1.pfx'))], 'c.pfx'),
    });
    const missing = await test(noPassword, token);
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toBe('Campo obrigatório');
  });

  it('replaces a customer’s certificate (ALT_CONF_EMP) after the same checks', async () => {
    const { token } = await api.login();
    const empresa = api.ctx.db.resources.empresas.all()[0];
    const path = `/v1/empresas/${empresa.id}/altera-certificado`;
    const refused = await api.call(token, path, {
      method: 'PUT',
      body: certificateForm('certificado-a1.pfx', 'errada'),
    });
    expect(refused.status).toBe(400);
    expect(api.ctx.db.certificados[empresa.id]?.titular).not.toBe('TRANSPORTES EXEMPLO LTDA:11222333000181');

    const saved = await api.call(token, path, {
      method: 'PUT',
      body: certificateForm('certificado-a1.pfx', PASSWORD),
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(api.ctx.db.certificados[empresa.id]).toEqual(body);
    expect(body.cnpj).toBe('11222333000181');

    const suporte = await api.login('suporte@retaguarda.dev');
    const forbidden = await api.call(suporte.token, path, {
      method: 'PUT',
      body: certificateForm('certificado-a1.pfx', PASSWORD),
    });
    expect(forbidden.status).toBe(403);
    const unknown = await api.call(token, '/v1/empresas/999999/altera-certificado', {
      method: 'PUT',
      body: certificateForm('certificado-a1.pfx', PASSWORD),
    });
    expect(unknown.status).toBe(404);
  });
});
