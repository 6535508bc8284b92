import { describe, expect, it } from 'vitest';
import { htmlText } from '@mocks/db/text-search';
import type { ChamadoInput, ComentarioInput, FechaChamadoInput } from '@generated/api/model';
import { multipart } from '../../request-body';
import { setupMockApi } from './support';

/**
 * The queue's search (issue 34): every term in the code, the title, the customer, the description or a
 * comment, whatever the status (the tab sends the status); rich text searched for its words only.
 */

const api = setupMockApi();

type Page = { items: Array<{ id: number; status: string }>; totalItens: number };
type Counts = { total: number; porStatus: Record<string, number> };

async function get<T>(token: string, path: string): Promise<T> {
  const response = await api.call(token, path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const ids = async (token: string, query: string) =>
  (await get<Page>(token, `/v1/chamados?limitePagina=100&${query}`)).items.map((ticket) => ticket.id);

async function send(token: string, path: string, body: FormData, method = 'POST') {
  const response = await api.call(token, path, { method, body });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

/** A ticket whose description says `descricao`, with a comment saying `comentario`, then closed. */
async function closedTicket(token: string, descricao: string, comentario: string): Promise<number> {
  const ticket = multipart<ChamadoInput>({
    setor: 'SUPORTE',
    titulo: 'Manifesto encerrado sem retorno da SEFAZ',
    descricao,
    empresaId: api.ctx.db.resources.empresas.all()[0].id,
  });
  const { id } = await send(token, '/v1/chamados', ticket);
  await send(
    token,
    `/v1/chamados/comentario/${id}`,
    multipart<ComentarioInput>({ comentario, privado: true }),
  );
  const closed = await api.call<FechaChamadoInput>(token, `/v1/chamados/fecha-chamado/${id}`, {
    method: 'PUT',
    json: { solicitacaoResolvida: true },
  });
  expect(closed.status).toBe(200);
  return id;
}

describe("mock API: the queue's search", () => {
  it('finds a word of the description or of a comment (a private one too), without accents or case', async () => {
    const { token } = await api.login();
    const id = await closedTicket(
      token,
      '<p>O <strong>Xilofônico</strong> parou &amp; voltou</p><p>Depois</p>',
      '<p>Reprocessado no lote <em>Quimerino</em></p>',
    );
    expect(await ids(token, 'filtros=xilofonico')).toEqual([id]);
    expect(await ids(token, 'filtros=QUIMERINO')).toEqual([id]);
    // Every term must appear, in any of the fields: one from the description, one from the comment.
    expect(await ids(token, 'filtros=xilofonico&filtros=quimerino')).toEqual([id]);
    expect(await ids(token, 'filtros=xilofonico&filtros=inexistentezz')).toEqual([]);
  });

  it('searches the words of rich text, not its markup: tags never match and two paragraphs never run together', async () => {
    const { token } = await api.login();
    const id = await closedTicket(token, '<p>Termina<strong>Zumbido</strong></p><p>Azul</p>', '<p>ok</p>');
    expect(await ids(token, 'filtros=zumbido')).toEqual([id]);
    expect(await ids(token, 'filtros=strong')).not.toContain(id);
    expect(await ids(token, `filtros=${encodeURIComponent('zumbidoazul')}`)).toEqual([]);
  });

  it('a tab narrows the search to its status, and the count tells where the other matches are', async () => {
    const { token } = await api.login();
    const id = await closedTicket(token, '<p>Cobrança da Ornitorrinca duplicada</p>', '<p>ok</p>');
    expect(await ids(token, 'status=EM_ABERTO&filtros=ornitorrinca')).toEqual([]);
    expect(await ids(token, 'status=FECHADO&filtros=ornitorrinca')).toEqual([id]);
    const counts = await get<Counts>(token, '/v1/chamados/contagem-status?filtros=ornitorrinca');
    expect(counts.total).toBe(1);
    expect(counts.porStatus.FECHADO).toBe(1);
    expect(counts.porStatus.EM_ABERTO).toBe(0);
  });
});

describe('htmlText', () => {
  it('drops the tags, reads the entities and keeps blocks apart', () => {
    expect(htmlText('<p>a &amp; b</p><p>c&nbsp;d &#231;</p>').split(/\s+/).filter(Boolean)).toEqual([
      'a',
      '&',
      'b',
      'c',
      'd',
      'ç',
    ]);
    expect(htmlText(null)).toBe('');
  });
});
