import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWorkbook, readWorkbook } from '@mocks/kit/xlsx';
import type { ImportacaoPlanilha } from '@generated/api/model';
import { multipart } from '../../request-body';
import { setupMockApi } from './support';

const api = setupMockApi();
const FIXTURES = join(__dirname, '../../fixtures');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface LiveEvent {
  tipo_evento: string;
  status: string;
  dados: {
    id_evento: string;
    erros: Array<{ linha: number | null; coluna: string | null; mensagem: string }>;
    total?: number;
  };
}

const sockets: WebSocket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

/** Opens the live socket of user 1 and resolves with the import event of the given idEvento. */
async function liveSocket() {
  const socket = new WebSocket('ws://retaguarda.test/dev/api/v1/ws?usu_id=1');
  sockets.push(socket);
  const events: LiveEvent[] = [];
  socket.addEventListener('message', (message) => events.push(JSON.parse(String(message.data)) as LiveEvent));
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  return {
    async eventOf(idEvento: string, timeoutMs = 4000): Promise<LiveEvent> {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const found = events.find((event) => event.dados?.id_evento === idEvento);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no live event for ${idEvento}`);
    },
  };
}

function upload(
  token: string,
  path: string,
  bytes: Uint8Array | ArrayBuffer,
  name: string,
  idEvento: string,
) {
  const form = multipart<ImportacaoPlanilha>({
    file: new File([bytes as BlobPart], name, { type: XLSX }),
    idEvento,
  });
  return api.call(token, path, { method: 'POST', body: form });
}

const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

async function listCities(token: string, filtro?: string) {
  const query = `pagina=1${filtro ? `&filtros=${encodeURIComponent(filtro)}` : ''}`;
  return (await (await api.call(token, `/v1/cidades?${query}`)).json()) as {
    items: Array<{
      nome: string;
      codigoIbge: string;
      uf: string;
      latitude: number | null;
      longitude: number | null;
    }>;
    totalItens: number;
  };
}

const TEMPLATES: Array<[string, string, string[]]> = [
  [
    '/v1/cidades/exporta-planilha-modelo',
    'modelo-cidades.xlsx',
    ['Código IBGE', 'Nome', 'UF', 'Latitude', 'Longitude'],
  ],
  ['/v1/paises/exporta-planilha-modelo', 'modelo-paises.xlsx', ['Código BACEN', 'Nome', 'Sigla']],
  ['/v1/cfops/exporta-planilha-modelo', 'modelo-cfops.xlsx', ['Código', 'Descrição', 'Tipo']],
  ['/v1/ncms/exporta-planilha-modelo', 'modelo-ncms.xlsx', ['Código', 'Descrição']],
  [
    '/v1/aliquotas-icms/exporta-planilha-modelo',
    'modelo-aliquotas-icms.xlsx',
    ['UF de origem', 'UF de destino', 'Alíquota (%)'],
  ],
  [
    '/v1/aliquotas-seguros/exporta-planilha-modelo',
    'modelo-aliquotas-seguros.xlsx',
    ['Descrição', 'Tipo', 'Percentual (%)'],
  ],
  [
    '/v1/praca-pedagio/exporta-planilha-modelo',
    'modelo-praca-pedagio.xlsx',
    [
      'Nome',
      'Concessionária',
      'Rodovia',
      'Km',
      'UF',
      'Código IBGE da cidade',
      'Sentido',
      'Latitude',
      'Longitude',
    ],
  ],
  [
    '/v1/praca-pedagio/exporta-planilha-modelo-valores',
    'modelo-valores-pedagio.xlsx',
    ['Nome da praça', 'Rodovia', 'Km', 'Eixos', 'Valor (R$)'],
  ],
];

const IMPORT_PATHS = [
  '/v1/cidades/importa-cidades',
  '/v1/paises/importa-paises',
  '/v1/cfops/importa-cfops',
  '/v1/ncms/importa-ncms',
  '/v1/aliquotas-icms/importa-aliquotas-icms',
  '/v1/aliquotas-seguros/importa-aliquotas-seguro',
  '/v1/praca-pedagio/importa-pracas-pedagio',
  '/v1/praca-pedagio/importa-valores-pedagio',
];

describe('mock API: spreadsheet templates', () => {
  it('downloads a real .xlsx per importable resource with the header row and two example rows', async () => {
    const { token } = await api.login();
    for (const [path, fileName, headers] of TEMPLATES) {
      const response = await api.call(token, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX);
      expect(response.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
      const sheet = await readWorkbook(await response.arrayBuffer());
      expect(sheet.headers, path).toEqual(headers);
      expect(sheet.rows, path).toHaveLength(2);
    }
    expect((await api.call(token, '/v1/bancos/exporta-planilha-modelo')).status).toBe(404);
  });

  it('accepts its own templates back: every example row follows the form rules', async () => {
    const { token } = await api.login();
    const live = await liveSocket();
    for (const [index, [templatePath]] of TEMPLATES.entries()) {
      const template = await (await api.call(token, templatePath)).arrayBuffer();
      const accepted = await upload(token, IMPORT_PATHS[index], template, 'modelo.xlsx', `modelo-${index}`);
      expect(accepted.status, IMPORT_PATHS[index]).toBe(202);
      const event = await live.eventOf(`modelo-${index}`);
      expect({ path: IMPORT_PATHS[index], status: event.status, erros: event.dados.erros }).toEqual({
        path: IMPORT_PATHS[index],
        status: 'SUCESSO',
        erros: [],
      });
    }
  });
});

describe('mock API: spreadsheet imports', () => {
  it('imports a valid sheet: 202 at once, SUCESSO on the live socket, then the list shows the records', async () => {
    const { token } = await api.login();
    const live = await liveSocket();
    const before = (await listCities(token)).totalItens;
    const response = await upload(
      token,
      '/v1/cidades/importa-cidades',
      fixture('cidades-validas.xlsx'),
      'cidades.xlsx',
      'evt-validas',
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ idEvento: 'evt-validas' });
    expect((await listCities(token, 'Holambra')).items).toHaveLength(0);

    const event = await live.eventOf('evt-validas');
    expect(event).toMatchObject({
      tipo_evento: 'IMPORTACAO_CIDADES',
      status: 'SUCESSO',
      dados: { erros: [], total: 4 },
    });
    const holambra = (await listCities(token, 'Holambra')).items;
    expect(holambra).toEqual([
      expect.objectContaining({ codigoIbge: '3519055', uf: 'SP', latitude: -22.6405, longitude: -47.0487 }),
    ]);
    expect((await listCities(token, 'Lindóia')).items[0]).toMatchObject({
      codigoIbge: '3500501',
      nome: 'Águas de Lindóia',
    });
    // Three new cities; Campinas (already seeded) was updated, not duplicated.
    expect((await listCities(token)).totalItens).toBe(before + 3);
    expect((await listCities(token, '3509502')).items).toHaveLength(1);
    const notification = api.ctx.db.notificacoes
      .all()
      .find((item) => item.titulo === 'Importação de cidades concluída');
    expect(notification).toMatchObject({
      usuarioId: 1,
      variante: 'SUCESSO',
      notificacaoAcao: { rota: '/dashboard/cidades' },
    });
  });

  it('refuses the whole sheet when a row is invalid: ERRO with every row error, nothing written', async () => {
    const { token } = await api.login();
    const live = await liveSocket();
    const before = (await listCities(token)).totalItens;
    const response = await upload(
      token,
      '/v1/cidades/importa-cidades',
      fixture('cidades-com-erros.xlsx'),
      'erros.xlsx',
      'evt-erros',
    );
    expect(response.status).toBe(202);
    const event = await live.eventOf('evt-erros');
    expect(event.status).toBe('ERRO');
    expect(event.tipo_evento).toBe('IMPORTACAO_CIDADES');
    expect(event.dados.erros).toEqual([
      { linha: 3, coluna: 'Código IBGE', mensagem: 'Código inválido' },
      { linha: 4, coluna: 'UF', mensagem: 'UF inválida' },
      { linha: 5, coluna: 'Nome', mensagem: 'Campo obrigatório' },
      { linha: 6, coluna: 'Latitude', mensagem: 'Número inválido' },
    ]);
    expect((await listCities(token, 'Socorro')).items.some((city) => city.codigoIbge === '3552106')).toBe(
      false,
    );
    expect((await listCities(token)).totalItens).toBe(before);
    const notification = api.ctx.db.notificacoes
      .all()
      .find((item) => item.titulo === 'Erro ao importar cidades');
    expect(notification?.variante).toBe('ERRO');
  });

  it('refuses with 400 anything that is not an .xlsx, by name and by content', async () => {
    const { token } = await api.login();
    const refused = async (bytes: Uint8Array, name: string) => {
      const response = await upload(token, '/v1/cidades/importa-cidades', bytes, name, 'evt-falsa');
      expect(response.status, name).toBe(400);
      expect((await response.json()).errors[0].errors[0]).toBe('Envie uma planilha .xlsx');
    };
    await refused(fixture('planilha-falsa.xlsx'), 'planilha-falsa.xlsx');
    await refused(fixture('cidades-validas.xlsx'), 'cidades.csv');
    await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 'zip-quebrado.xlsx');
    const missing = await api.call(token, '/v1/cidades/importa-cidades', {
      method: 'POST',
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
  });

  it('requires the IMPORTA_ permission of the resource', async () => {
    const { token } = await api.login('suporte@retaguarda.dev');
    const response = await upload(
      token,
      '/v1/cidades/importa-cidades',
      fixture('cidades-validas.xlsx'),
      'c.xlsx',
      'evt-403',
    );
    expect(response.status).toBe(403);
  });

  it('imports toll values by plaza and axles, keeping the plaza’s other values', async () => {
    const { token } = await api.login();
    const live = await liveSocket();
    const plaza = api.ctx.db.resources['praca-pedagio'].all()[0];
    const others = plaza.valores!.filter((valor) => valor.eixos !== 5);
    const columns = ['Nome da praça', 'Rodovia', 'Km', 'Eixos', 'Valor (R$)'].map((header, index) => ({
      header,
      key: `c${index}`,
    }));
    const sheet = await buildWorkbook('Valores', columns, [
      { c0: plaza.nome, c1: plaza.rodovia, c2: plaza.km, c3: 5, c4: '123,45' },
    ]);
    expect(
      (await upload(token, '/v1/praca-pedagio/importa-valores-pedagio', sheet, 'v.xlsx', 'evt-valores'))
        .status,
    ).toBe(202);
    expect(await live.eventOf('evt-valores')).toMatchObject({
      tipo_evento: 'IMPORTACAO_VALORES_PEDAGIO',
      status: 'SUCESSO',
    });
    const updated = api.ctx.db.resources['praca-pedagio'].get(plaza.id)!;
    expect(updated.valores).toEqual(expect.arrayContaining([...others, { eixos: 5, valor: 123.45 }]));
    expect(updated.valores).toHaveLength(others.length + 1);

    const unknown = await buildWorkbook('Valores', columns, [
      { c0: 'PRAÇA QUE NÃO EXISTE', c1: 'BR-999', c2: 1, c3: 2, c4: 1 },
    ]);
    await upload(token, '/v1/praca-pedagio/importa-valores-pedagio', unknown, 'v.xlsx', 'evt-valores-erro');
    expect((await live.eventOf('evt-valores-erro')).dados.erros).toEqual([
      { linha: 2, coluna: 'Nome da praça', mensagem: 'Praça de pedágio não encontrada' },
    ]);
  });
});
