import { expect, type Locator, type Page } from '@playwright/test';
import { buildPng } from '../../mocks/db/seed/ticket-files';
import { buildListingPdf } from '../../mocks/kit/pdf';
import { apiCall, apiLogin, signInAs, waitForMockApi } from './support';

/** Helpers of tickets-list.spec.ts and ticket-details.spec.ts (issue 5). */

export const ADMIN = { id: 1, email: 'admin@retaguarda.dev', nome: 'ANA CAROLINA MENDES' } as const;
export const LIST_PATH = '/dashboard/chamados';
export const detailsPath = (id: number): string => `${LIST_PATH}/${id}/detalhes`;
/** The list's default query: newest first, 10 a page. */
export const NEWEST_FIRST = 'ordenacao=createdAt,desc&limitePagina=10';

export const STATUS_LABELS: Record<string, string> = {
  EM_ABERTO: 'Aberto',
  EM_ANALISE: 'Em análise',
  A_DESENVOLVER: 'A desenvolver',
  EM_ANDAMENTO: 'Em andamento',
  AGUARDANDO_RESPOSTA_CLIENTE: 'Aguardando resposta do cliente',
  AGUARDANDO_RESPOSTA_SUPORTE: 'Aguardando resposta do suporte',
  FECHADO: 'Fechado',
};
export const SETOR_LABELS: Record<string, string> = {
  SUPORTE: 'Suporte',
  FINANCEIRO: 'Financeiro',
  COMERCIAL: 'Comercial',
  OUTROS: 'Outros',
};

interface Person {
  id: number;
  nome: string;
  email: string;
}
export interface Attachment {
  id: number;
  nome: string;
  tipo: string;
  tamanho: number;
}
export interface TicketComment {
  id: number;
  comentario: string;
  privado: boolean;
  anexos: Attachment[];
  createdAt: string;
  usuario: Person;
  origem: 'CLIENTE' | 'SUPORTE';
}
export interface TicketSummary {
  id: number;
  codigoSequencial: number;
  titulo: string;
  setor: string;
  status: string;
  createdAt: string;
  dataPrevisaoConclusao: string | null;
  dataFechamento: string | null;
  empresa: { id: number; nome: string } | null;
  responsaveis: Array<{ id: number; usuarioId: number; usuario: Person }>;
}
export interface Ticket extends TicketSummary {
  usuarioCreated: Person | null;
  descricao: string;
  anexos: Attachment[];
  comentarios: TicketComment[];
  solicitacaoResolvida: boolean | null;
}
export interface TicketPage {
  items: TicketSummary[];
  totalItens: number;
  totalPaginas: number;
}

export const codeOf = (ticket: Pick<TicketSummary, 'codigoSequencial'>): string =>
  `#${ticket.codigoSequencial}`;

// ---------------------------------------------------------------------------------------------- API

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const { status, body } = await apiCall<T>(page, path, { token });
  if (status !== 200) throw new Error(`GET ${path}: ${status}`);
  return body;
}

/** The API's answer to a list query (what the rows must show). */
export const apiTickets = (page: Page, token: string, query: string) =>
  apiGet<TicketPage>(page, token, `/v1/chamados?${query}`);
export const apiTicket = (page: Page, token: string, id: number) =>
  apiGet<Ticket>(page, token, `/v1/chamados/${id}`);

export interface StatusCounts {
  total: number;
  porStatus: Record<string, number>;
  visoes: { atrasados: number; semResponsavel: number; meus: number };
}
/** The count per status and per view of the list's filters but the tab (the tabs' and the views' numbers). */
export const apiCounts = (page: Page, token: string, query = '') =>
  apiGet<StatusCounts>(page, token, `/v1/chamados/contagem-status?${query}`);

/** An expected completion past on a ticket still open (the list and the header mark it 'Atrasado'). */
export const isOverdue = (ticket: Pick<TicketSummary, 'status' | 'dataPrevisaoConclusao'>): boolean =>
  ticket.status !== 'FECHADO' &&
  ticket.dataPrevisaoConclusao !== null &&
  new Date(ticket.dataPrevisaoConclusao).getTime() < Date.now();

/** Every ticket with its details (the seeded data, to pick a ticket that fits a test). */
export async function apiAllTickets(page: Page, token: string): Promise<Ticket[]> {
  const { items } = await apiTickets(page, token, 'pagina=1&limitePagina=100&ordenacao=codigoSequencial,asc');
  return Promise.all(items.map((item) => apiTicket(page, token, item.id)));
}

/** The first ticket (lowest code) that fits, or a failure naming what was looked for. */
export async function findTicket(
  page: Page,
  token: string,
  what: string,
  fits: (ticket: Ticket) => boolean,
): Promise<Ticket> {
  const ticket = (await apiAllTickets(page, token)).find(fits);
  if (!ticket) throw new Error(`no seeded ticket ${what}`);
  return ticket;
}

/** Makes the mock API fail a call (window.retaguardaMock.fail: the handlers run in the page, past page.route). */
export async function failApi(page: Page, method: string, path: string, status: number): Promise<void> {
  await page.evaluate(
    ([method, path, status]) =>
      (
        window as unknown as { retaguardaMock: { fail: (m: string, p: string, s: number) => void } }
      ).retaguardaMock.fail(method, path, status),
    [method, path, status] as const,
  );
}

export async function clearApiFailures(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: { clearFailures: () => void } }).retaguardaMock.clearFailures(),
  );
}

// ------------------------------------------------------------------------------------------- dates

const BRAZIL = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAZIL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAZIL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day (yyyy-MM-dd) of a moment in Brazil, as the mock filters dates. */
export const dayInBrazil = (iso: string): string => dayFormat.format(new Date(iso));
/** yyyy-MM-dd → dd/MM/yyyy (as typed in the date filters). */
export const typedDay = (day: string): string => day.split('-').reverse().join('/');

/** '05/03/2024 - 14:30' in Brazil, as the screens show a moment (the browser runs in America/Sao_Paulo). */
export function shownDateTime(iso: string | null): string {
  if (!iso) return '';
  const part = Object.fromEntries(
    partsFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.day}/${part.month}/${part.year} - ${part.hour}:${part.minute}`;
}

// -------------------------------------------------------------------------------------------- list

export async function openTicketList(page: Page, path = LIST_PATH): Promise<void> {
  await signInAs(page, ADMIN.email, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible({ timeout: 20_000 });
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 20_000 });
}

export const ticketTable = (page: Page): Locator => page.getByRole('table', { name: 'Chamados' });
/** The body rows (not the skeleton: rows with a ticket's title link). */
export const bodyRows = (page: Page): Locator =>
  ticketTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
export const range = (page: Page): Locator => page.getByText(/^\d+–\d+ de \d+$/);

/** The texts of one column of the body rows, by its header. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await ticketTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return bodyRows(page).evaluateAll(
    (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''),
    index,
  );
}

/** A status tab, with or without its count ('Aberto' or 'Aberto 12'). */
export const statusTab = (page: Page, name: string): Locator =>
  page
    .getByRole('tablist', { name: 'Situação dos chamados' })
    .getByRole('tab', { name: new RegExp(`^${name}( \\d+)?$`) });
/** A view of the queue, with or without its count ('Atrasados' or 'Atrasados 16'). */
export const viewTab = (page: Page, name: string): Locator =>
  page
    .getByRole('tablist', { name: 'Visões da fila' })
    .getByRole('tab', { name: new RegExp(`^${name}( \\d+)?$`) });

/** Selects a status tab: on the row, or in the 'Mais' menu of the tabs that do not fit. */
export async function selectTab(page: Page, name: string): Promise<void> {
  const tab = statusTab(page, name);
  if ((await tab.count()) === 0) {
    await page.getByRole('button', { name: /^Mais \d+ situaç/ }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) }).click();
  } else {
    await tab.click();
  }
  await expect(statusTab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** Waits until the rows show exactly these ticket codes, in this order. */
export async function expectCodes(page: Page, codes: string[]): Promise<void> {
  await expect.poll(() => columnTexts(page, 'Código')).toEqual(codes);
}

// ----------------------------------------------------------------------------------------- details

/** Signs in and opens a ticket's details, ready once its header shows the title. */
export async function openTicketDetails(
  page: Page,
  ticket: Pick<Ticket, 'id' | 'titulo'>,
  email: string = ADMIN.email,
): Promise<void> {
  await signInAs(page, email, detailsPath(ticket.id));
  await expect(page.getByRole('heading', { level: 2, name: ticket.titulo })).toBeVisible({ timeout: 20_000 });
}

/** The value of a fact of the header ('Setor', 'Previsão de conclusão'…). */
export function fact(page: Page, label: string): Locator {
  return page
    .locator('.ticket-header__fact')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** The header's status tag. */
export const headerStatus = (page: Page): Locator => page.locator('.ticket-header .ticket-status');

/** Opens a dialog from the header's actions; it is ready once its first field (when named) has the focus. */
export async function openDialog(
  page: Page,
  action: string,
  title: string,
  firstField?: string,
): Promise<Locator> {
  await page
    .getByRole('group', { name: 'Ações do chamado' })
    .getByRole('button', { name: action, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (firstField) await expect(dialog.getByLabel(firstField, { exact: true })).toBeFocused();
  return dialog;
}

/** The header's assignees: each an avatar named after the person, then the name. */
export async function expectAssignees(page: Page, names: string[]): Promise<void> {
  const items = page.getByRole('list', { name: 'Responsáveis' }).getByRole('listitem');
  await expect(items).toHaveCount(names.length);
  for (const name of names) {
    await expect(items.filter({ has: page.getByRole('img', { name, exact: true }) })).toHaveText(
      new RegExp(`${name}$`),
    );
  }
}

/** Signs in, finds a seeded ticket through the API and opens its details. */
export async function openSeeded(
  page: Page,
  what: string,
  fits: (ticket: Ticket) => boolean,
): Promise<{ token: string; ticket: Ticket }> {
  await page.goto('/');
  await waitForMockApi(page);
  const token = await apiLogin(page);
  const ticket = await findTicket(page, token, what, fits);
  await openTicketDetails(page, ticket);
  return { token, ticket };
}

/** Moments as typed in the calendar (dd/MM/yyyy HH:mm), computed by the browser in its time zone. */
export function momentsInPage(page: Page) {
  return page.evaluate(() => {
    const two = (n: number) => String(n).padStart(2, '0');
    const typed = (d: Date) =>
      `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
    const now = new Date();
    const yesterday = new Date(now.getTime() - 24 * 3_600_000);
    const future = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 3, 14, 30);
    return {
      today: now.getDate(),
      now: typed(now),
      yesterday: typed(yesterday),
      future: typed(future),
      futureIso: future.toISOString(),
    };
  });
}

/** Types into a rich text editor (Quill) once it is loaded. */
export async function typeRichText(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

export const thread = (page: Page): Locator => page.getByRole('region', { name: /^Comentários/ });
/** A comment of the thread by its text. */
export const commentItem = (page: Page, text: string): Locator =>
  thread(page).getByRole('listitem').filter({ hasText: text });
export const commentForm = (page: Page): Locator => page.getByRole('region', { name: 'Novo comentário' });

/** Sends a comment through the new comment form and waits until the thread shows it. */
export async function sendComment(
  page: Page,
  text: string,
  options: { privado?: boolean; files?: UploadFile[] } = {},
): Promise<Locator> {
  const form = commentForm(page);
  await typeRichText(page, form.getByRole('textbox', { name: 'Comentário' }), text);
  if (options.files) await form.getByLabel(/^Anexos/).setInputFiles(options.files);
  if (options.privado) await form.getByRole('checkbox', { name: 'Comentário privado' }).check();
  await form.getByRole('button', { name: 'Comentar' }).click();
  const item = commentItem(page, text);
  await expect(item).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toHaveText('');
  return item;
}

// ------------------------------------------------------------------------------------------- files

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A 24×16 PNG (a blue and white stripe pattern). */
export function pngFile(name: string): UploadFile {
  const bytes = buildPng(24, 16, (x) => (x % 8 < 4 ? [25, 118, 210] : [255, 255, 255]));
  return { name, mimeType: 'image/png', buffer: Buffer.from(bytes) };
}

/** A real PDF of three A4 pages (a listing long enough to break). */
export function pdfFile(name: string): UploadFile {
  const rows = Array.from({ length: 90 }, (_, index) => [
    `CT-e ${1000 + index}`,
    index % 2 === 0 ? 'Autorizado' : 'Rejeitado',
  ]);
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(buildListingPdf('Relatório de CT-e', ['Documento', 'Situação'], rows)),
  };
}

/** Half a second of a 440 Hz tone, 8 kHz mono 16-bit PCM WAV. */
export function wavFile(name: string): UploadFile {
  const rate = 8000;
  const samples = rate / 2;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / rate) * 8000), 44 + index * 2);
  }
  return { name, mimeType: 'audio/wav', buffer };
}

/** The start of an MP4 file (its ftyp box and an empty mdat): enough to be taken as a video attachment. */
export function mp4File(name: string): UploadFile {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'ascii'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat', 'ascii')]);
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, mdat]) };
}

export function textFile(name: string, text: string, mimeType = 'text/plain'): UploadFile {
  return { name, mimeType, buffer: Buffer.from(text) };
}
