import type {
  Anexo,
  ComentarioChamado,
  SetorChamado,
  StatusChamado,
  UsuarioResumo,
} from '@generated/api/model';
import {
  CIDADES_FILIAIS,
  CUSTOMER_COMMENTS,
  MESES,
  PRIVATE_COMMENTS,
  REJEICOES_CTE,
  STAFF_COMMENTS,
  TICKET_TOPICS,
  type TicketBlanks,
  type TicketTopic,
} from '../data/chamados';
import type { MockDatabase } from '../database';
import { recordTicketEvents } from '../ticket-history';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedContext } from './seed-context';
import { seededHistory } from './ticket-history';
import { seedAttachment, type SeedAttachmentKind } from './ticket-files';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TICKET_COUNT = 60;
/** How many tickets of each status (every status is present). */
const STATUS_PLAN: Array<[StatusChamado, number]> = [
  ['EM_ABERTO', 12],
  ['EM_ANALISE', 8],
  ['A_DESENVOLVER', 6],
  ['EM_ANDAMENTO', 8],
  ['AGUARDANDO_RESPOSTA_CLIENTE', 7],
  ['AGUARDANDO_RESPOSTA_SUPORTE', 6],
  ['FECHADO', 13],
];
const SETOR_LABEL: Record<SetorChamado, string> = {
  SUPORTE: 'suporte',
  FINANCEIRO: 'financeiro',
  COMERCIAL: 'comercial',
  OUTROS: 'atendimento',
};
const ATTACHMENT_KINDS: SeedAttachmentKind[] = ['png', 'pdf', 'txt', 'csv'];

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const day = (ms: number) => new Date(ms).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const resumo = (user: UsuarioResumo): UsuarioResumo => ({
  id: user.id,
  nome: user.nome,
  email: user.email,
  avatarUrl: user.avatarUrl ?? null,
});
const titleCase = (nome: string) =>
  nome.toLowerCase().replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

/** The values one ticket's texts fill in (a CT-e's number, a plate, a city, …), drawn from the seed. */
function drawBlanks(seed: SeedContext): TicketBlanks {
  const { faker } = seed;
  const [cidade, uf] = faker.helpers.arrayElement(CIDADES_FILIAIS);
  const upper = (length: number) => faker.string.alpha({ length, casing: 'upper' });
  return {
    numero: faker.number.int({ min: 1200, max: 98000 }),
    serie: faker.helpers.arrayElement([1, 1, 2, 3]),
    placa: `${upper(3)}${faker.number.int(9)}${upper(1)}${faker.number.int({ min: 10, max: 99 })}`,
    cidade,
    uf,
    mes: faker.helpers.arrayElement(MESES),
    vencimento: day(seed.now.getTime() + faker.number.int({ min: 2, max: 20 }) * DAY),
    vencido: day(seed.now.getTime() - faker.number.int({ min: 1, max: 15 }) * DAY),
    valor: brl.format(faker.number.int({ min: 19900, max: 289900 }) / 100),
    quantidade: faker.number.int({ min: 2, max: 12 }),
    rejeicao: faker.helpers.arrayElement(REJEICOES_CTE),
  };
}

function description(topic: TicketTopic, blanks: TicketBlanks, opener: UsuarioResumo): string {
  return [
    `<p>Olá, equipe de ${SETOR_LABEL[topic.setor]}.</p>`,
    `<p>${topic.problema(blanks)}</p>`,
    `<ul>${topic
      .itens(blanks)
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul>`,
    `<p>Referência: <a href="${topic.link.href}">${topic.link.texto}</a></p>`,
    `<p>Atenciosamente, ${titleCase(opener.nome)}.</p>`,
  ].join('');
}

/** Sorted moments in [from, to]. */
function moments(seed: SeedContext, count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, () =>
    seed.faker.number.int({ min: from, max: Math.max(from, to) }),
  ).sort((a, b) => a - b);
}

/**
 * About 60 tickets over the seeded customers, in every status and sector, with assignees among the
 * active staff (never the super-user), comment threads (some private) and small real attachments; the
 * newest ticket has an html page among them (untrusted content for the file viewer's sandbox).
 */
export function seedTickets(db: MockDatabase, seed: SeedContext): void {
  const empresas = db.resources.empresas.all();
  if (empresas.length === 0) return;
  const { faker, random } = seed;
  const nowMs = seed.now.getTime();
  const active = empresas.filter((empresa) => empresa.ativo);
  const pool = active.length > 0 ? active : empresas;
  const staff = db.resources.usuarios
    .all()
    .filter((user) => user.admin && user.ativo && user.email.toLowerCase() !== DEMO_ACCOUNTS.root.email)
    .map(resumo);
  if (staff.length === 0) return;
  const featured = [DEMO_ACCOUNTS.admin.id, DEMO_ACCOUNTS.suporte.id].map((id) =>
    staff.find((user) => user.id === id),
  );
  const customersOf = new Map<number, UsuarioResumo[]>();
  for (const link of db.usuariosEmpresa.all()) {
    if (link.ativo)
      customersOf.set(link.empresaId, [...(customersOf.get(link.empresaId) ?? []), resumo(link.usuario)]);
  }
  const statuses = faker.helpers.shuffle(
    STATUS_PLAN.flatMap(([status, count]) => Array<StatusChamado>(count).fill(status)),
  );
  const openings = moments(seed, TICKET_COUNT, nowMs - 150 * DAY, nowMs - 3 * HOUR);

  openings.forEach((createdMs, index) => {
    const topic = TICKET_TOPICS[index % TICKET_TOPICS.length];
    const status = statuses[index];
    const empresa = faker.helpers.arrayElement(pool);
    const customers = customersOf.get(empresa.id) ?? [];
    const opener =
      customers.length > 0 ? faker.helpers.arrayElement(customers) : faker.helpers.arrayElement(staff);
    const assignees = faker.helpers.arrayElements(staff, { min: 1, max: 3 });
    const wanted = featured[index % 4];
    if (wanted && !assignees.some((user) => user.id === wanted.id)) assignees[0] = wanted;
    const closedMs =
      status === 'FECHADO' ? faker.number.int({ min: createdMs + HOUR, max: nowMs - HOUR }) : null;
    const endMs = closedMs ?? nowMs - 10 * 60_000;
    const blanks = drawBlanks(seed);
    const attach = (kind: SeedAttachmentKind): Anexo =>
      seedAttachment(db, kind, blanks.numero, day(createdMs));

    const commentCount = faker.number.int({ min: 0, max: status === 'EM_ABERTO' ? 2 : 6 });
    const comentarios: ComentarioChamado[] = moments(seed, commentCount, createdMs + 5 * 60_000, endMs).map(
      (at, position) => {
        const fromCustomer = customers.length > 0 && position % 2 === 1;
        const privado = !fromCustomer && random() < 0.3;
        const usuario = fromCustomer
          ? faker.helpers.arrayElement(customers)
          : faker.helpers.arrayElement(assignees);
        const text = fromCustomer ? CUSTOMER_COMMENTS : privado ? PRIVATE_COMMENTS : STAFF_COMMENTS;
        const anexos =
          fromCustomer && random() < 0.3 ? [attach(faker.helpers.arrayElement(ATTACHMENT_KINDS))] : [];
        const origem = fromCustomer ? 'CLIENTE' : 'SUPORTE';
        return {
          id: db.counters.comentario++,
          comentario: faker.helpers.arrayElement(text),
          privado,
          anexos,
          createdAt: new Date(at).toISOString(),
          usuario,
          origem,
        };
      },
    );
    const anexos =
      random() < 0.35 ? faker.helpers.arrayElements(ATTACHMENT_KINDS, { min: 1, max: 2 }).map(attach) : [];
    // The newest ticket also carries a saved html page and an SVG saved as a .png (drawing no random
    // number: the rest stays the same).
    if (index === openings.length - 1) anexos.push(attach('html'), attach('disguised-svg'));

    const previsao = random();
    const dataPrevisaoConclusao =
      previsao < 0.3
        ? null
        : previsao < 0.6 || closedMs !== null
          ? new Date(
              faker.number.int({ min: createdMs + DAY, max: Math.max(createdMs + DAY, nowMs - HOUR) }),
            ).toISOString()
          : new Date(
              nowMs +
                faker.number.int({ min: 1, max: 20 }) * DAY +
                faker.number.int({ min: 0, max: 8 }) * HOUR,
            ).toISOString();
    const last = comentarios.at(-1);
    const closer = assignees[0];
    // A new ticket nobody in the support has written on has nobody assigned yet (the queue's 'Sem
    // responsável'); decided after every draw, so the rest of the seed stays the same.
    const untouched = status === 'EM_ABERTO' && comentarios.every((comment) => comment.origem === 'CLIENTE');
    const responsaveis = untouched ? [] : assignees;
    const solicitacaoResolvida = closedMs === null ? null : random() < 0.8;
    const outsiders = staff.filter((user) => !assignees.some((assignee) => assignee.id === user.id));
    const historico = seededHistory({
      index,
      status,
      createdMs,
      endMs,
      closedMs,
      solicitacaoResolvida,
      assignees: responsaveis,
      formerAssignee: outsiders[index % Math.max(1, outsiders.length)],
      dataPrevisaoConclusao,
      customer: customers.length > 0 ? opener : undefined,
    });
    // The last change of an open ticket is its last comment or its last event, whichever came later.
    const lastEvent = historico.at(-1);
    const touched =
      lastEvent && (!last || lastEvent.createdAt > last.createdAt)
        ? { at: lastEvent.createdAt, by: lastEvent.usuario }
        : last && { at: last.createdAt, by: last.usuario };
    const inserted = db.chamados.insert(
      {
        codigoSequencial: db.counters.chamado++,
        setor: topic.setor,
        status,
        titulo: topic.titulo(blanks),
        descricao: description(topic, blanks, opener),
        empresa: { id: empresa.id, nome: empresa.nome },
        dataPrevisaoConclusao,
        dataFechamento: closedMs === null ? null : new Date(closedMs).toISOString(),
        solicitacaoResolvida,
        responsaveis: responsaveis.map((usuario) => ({
          id: db.counters.responsavel++,
          usuarioId: usuario.id,
          usuario,
        })),
        anexos,
        comentarios,
        createdAt: new Date(createdMs).toISOString(),
        usuarioCreated: opener,
        updatedAt: closedMs !== null ? new Date(closedMs).toISOString() : (touched?.at ?? null),
        usuarioUpdated: closedMs !== null ? closer : (touched?.by ?? null),
      },
      null,
      seed.now,
    );
    recordTicketEvents(db, inserted.id, historico);
  });
  seedLongThread(db, customersOf);
}

/** Comments of the long conversation, by turn: the customer and the staff take turns, with a private note now and then. */
const LONG_THREAD_COMMENTS = 40;

/**
 * One open ticket of the demo admin gets a long conversation (40 comments, customer and staff in
 * turns), the case the details page is designed for. It draws no random number, so every other
 * seeded record stays the same.
 */
function seedLongThread(db: MockDatabase, customersOf: ReadonlyMap<number, UsuarioResumo[]>): void {
  const ticket = db.chamados
    .all()
    .find(
      (candidate) =>
        candidate.status === 'EM_ANDAMENTO' &&
        candidate.responsaveis.some((responsavel) => responsavel.usuarioId === DEMO_ACCOUNTS.admin.id) &&
        (customersOf.get(candidate.empresa?.id ?? 0)?.length ?? 0) > 0,
    );
  if (!ticket || !ticket.empresa) return;
  const customers = customersOf.get(ticket.empresa.id)!;
  const staff = ticket.responsaveis.map((responsavel) => responsavel.usuario);
  const from = new Date(ticket.createdAt).getTime();
  const until = new Date(ticket.comentarios.at(-1)?.createdAt ?? ticket.createdAt).getTime();
  const step = Math.max(60_000, Math.floor((until - from) / (LONG_THREAD_COMMENTS + 1)));
  const comentarios: ComentarioChamado[] = Array.from({ length: LONG_THREAD_COMMENTS }, (_, turn) => {
    const fromCustomer = turn % 2 === 1;
    const privado = !fromCustomer && turn % 6 === 4;
    const texts = fromCustomer ? CUSTOMER_COMMENTS : privado ? PRIVATE_COMMENTS : STAFF_COMMENTS;
    const people = fromCustomer ? customers : staff;
    return {
      id: db.counters.comentario++,
      comentario: texts[turn % texts.length],
      privado,
      anexos: [],
      createdAt: new Date(from + (turn + 1) * step).toISOString(),
      usuario: people[turn % people.length],
      origem: fromCustomer ? 'CLIENTE' : 'SUPORTE',
    };
  });
  const last = comentarios.at(-1)!;
  const lastEvent = db.historicoChamados[ticket.id]?.at(-1);
  const touched =
    lastEvent && lastEvent.createdAt > last.createdAt
      ? { by: lastEvent.usuario, at: lastEvent.createdAt }
      : { by: last.usuario, at: last.createdAt };
  db.chamados.update(ticket.id, { comentarios }, touched.by, new Date(touched.at));
}
