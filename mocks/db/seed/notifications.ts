import type { AcaoNotificacao, VarianteNotificacao } from '@generated/api/model';
import type { MockDatabase, StoredChamado } from '../database';
import { UNANSWERED_NOTICE_HOURS, UNANSWERED_NOTICE_ROUTE, unansweredOpenTickets } from '../ticket-queue';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedContext } from './seed-context';

const DAY = 86_400_000;

interface Blanks {
  n: number;
  /** The open tickets waiting on support for more than a day, at the seed's moment. */
  unanswered: number;
  ticket: StoredChamado | undefined;
  empresa: string;
  data: string;
  uf: string;
}

interface Template {
  titulo: (b: Blanks) => string;
  descricao: (b: Blanks) => string;
  /** 'ticket' links to a ticket's details; a string is a list route; null has no action. */
  acao: 'ticket' | { titulo: string; rota: string } | null;
}

const ticketNumber = (b: Blanks) => (b.ticket ? `#${b.ticket.codigoSequencial}` : '');
const ticketTitle = (b: Blanks) => b.ticket?.titulo ?? 'Chamado de suporte';

const TEMPLATES: Record<VarianteNotificacao, Template[]> = {
  SUCESSO: [
    {
      titulo: () => 'Importação de cidades concluída',
      descricao: (b) => `${b.n} cidades importadas da planilha sem erros.`,
      acao: { titulo: 'Ver cidades', rota: '/dashboard/cidades' },
    },
    {
      titulo: () => 'Importação de CFOPs concluída',
      descricao: (b) => `${b.n} CFOPs atualizados a partir da planilha.`,
      acao: { titulo: 'Ver CFOPs', rota: '/dashboard/cfops' },
    },
    {
      titulo: () => 'Importação de NCMs concluída',
      descricao: (b) => `${b.n * 10} NCMs importados; a tabela está atualizada.`,
      acao: { titulo: 'Ver NCMs', rota: '/dashboard/ncms' },
    },
    {
      titulo: () => 'Importação de praças de pedágio concluída',
      descricao: (b) => `${b.n} praças de pedágio e seus valores foram importados.`,
      acao: { titulo: 'Ver praças', rota: '/dashboard/pracas-pedagio' },
    },
    {
      titulo: (b) => `Chamado ${ticketNumber(b)} fechado`,
      descricao: (b) => `O chamado "${ticketTitle(b)}" foi fechado com a solicitação resolvida.`,
      acao: 'ticket',
    },
    {
      titulo: () => 'Certificado digital atualizado',
      descricao: (b) => `O certificado A1 de ${b.empresa} foi substituído e vale até ${b.data}.`,
      acao: { titulo: 'Ver clientes', rota: '/dashboard/empresas' },
    },
    {
      titulo: () => 'Servidor ligado',
      descricao: (b) => `A instância do servidor ${b.uf.toLowerCase()}-fiscal-0${b.n % 9} está em execução.`,
      acao: { titulo: 'Ver servidores', rota: '/dashboard/servidores' },
    },
  ],
  ERRO: [
    {
      titulo: () => 'Falha na importação de alíquotas de ICMS',
      descricao: (b) => `${(b.n % 7) + 1} linhas da planilha têm UF inválida. Corrija e importe novamente.`,
      acao: { titulo: 'Ver alíquotas', rota: '/dashboard/aliquotas-icms' },
    },
    {
      titulo: () => 'Falha na importação de países',
      descricao: (b) => `A linha ${b.n} não tem o código do país. Nenhum registro foi gravado.`,
      acao: { titulo: 'Ver países', rota: '/dashboard/paises' },
    },
    {
      titulo: () => 'Certificado digital vencido',
      descricao: (b) =>
        `O certificado A1 de ${b.empresa} venceu em ${b.data}. A emissão de CT-e e MDF-e está bloqueada.`,
      acao: { titulo: 'Ver clientes', rota: '/dashboard/empresas' },
    },
    {
      titulo: () => 'Falha ao ligar o servidor',
      descricao: (b) =>
        `A instância ${b.uf.toLowerCase()}-fiscal-0${b.n % 9} não respondeu ao comando de início.`,
      acao: { titulo: 'Ver servidores', rota: '/dashboard/servidores' },
    },
    {
      titulo: (b) => `Previsão vencida: chamado ${ticketNumber(b)}`,
      descricao: (b) => `A previsão de conclusão do chamado "${ticketTitle(b)}" já passou.`,
      acao: 'ticket',
    },
    {
      titulo: () => 'E-mail de confirmação não entregue',
      descricao: (b) => `O e-mail de confirmação para um usuário de ${b.empresa} voltou como inexistente.`,
      acao: null,
    },
  ],
  INFO: [
    {
      titulo: (b) => `Novo comentário: Chamado ${ticketNumber(b)}`,
      descricao: (b) => `O cliente comentou o chamado "${ticketTitle(b)}".`,
      acao: 'ticket',
    },
    {
      titulo: (b) => `Responsáveis alterados: Chamado ${ticketNumber(b)}`,
      descricao: (b) => `Você foi incluído entre os responsáveis do chamado "${ticketTitle(b)}".`,
      acao: 'ticket',
    },
    {
      titulo: (b) => `Situação alterada: Chamado ${ticketNumber(b)}`,
      descricao: (b) => `O chamado "${ticketTitle(b)}" aguarda resposta do suporte.`,
      acao: 'ticket',
    },
    {
      titulo: () => 'Novo chamado aberto',
      descricao: (b) => `${b.empresa} abriu o chamado "${ticketTitle(b)}".`,
      acao: 'ticket',
    },
    {
      titulo: () => 'Manutenção programada da SEFAZ',
      descricao: (b) =>
        `A SEFAZ-${b.uf} fará manutenção em ${b.data}, das 22h às 2h. Oriente os clientes sobre a contingência.`,
      acao: null,
    },
    // Its action opens the open tab with the same filter (semRespostaHoras), which lists those tickets.
    {
      titulo: () => 'Novos chamados aguardando atendimento',
      descricao: (b) => unansweredText(b.unanswered),
      acao: { titulo: 'Ver chamados', rota: UNANSWERED_NOTICE_ROUTE },
    },
  ],
};
/** '6 chamados estão abertos sem resposta há mais de 24 horas.' (singular for one). */
function unansweredText(count: number): string {
  return count === 1
    ? `1 chamado está aberto sem resposta há mais de ${UNANSWERED_NOTICE_HOURS} horas.`
    : `${count} chamados estão abertos sem resposta há mais de ${UNANSWERED_NOTICE_HOURS} horas.`;
}

const UFS = ['SP', 'PR', 'SC', 'MG', 'RS', 'GO', 'BA', 'PE'];
const day = (ms: number) => new Date(ms).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * For each staff demo account (admin, suporte, root): 15–25 notifications of each variant, read
 * and unread, spread over the last three weeks (a good part within the last week).
 */
export function seedNotifications(db: MockDatabase, seed: SeedContext): void {
  const { faker, random } = seed;
  const nowMs = seed.now.getTime();
  const tickets = db.chamados.all();
  // Counted at the seed's moment, as its list counts them (the demo moves every date by the same amount).
  const unanswered = unansweredOpenTickets(tickets, nowMs).length;
  const empresas = db.resources.empresas.all().map((empresa) => empresa.nome);
  const rows: Array<{
    usuarioId: number;
    createdMs: number;
    data: Omit<Parameters<MockDatabase['notificacoes']['insert']>[0], 'usuarioId'>;
  }> = [];
  for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.suporte, DEMO_ACCOUNTS.root]) {
    if (!db.resources.usuarios.get(account.id)) continue;
    for (const variante of ['SUCESSO', 'ERRO', 'INFO'] as const) {
      const count = faker.number.int({ min: 15, max: 25 });
      for (let index = 0; index < count; index++) {
        const recent = random() < 0.45;
        const createdMs =
          nowMs - faker.number.int({ min: 5 * 60_000, max: (recent ? 7 : 21) * DAY - 60_000 });
        const template = faker.helpers.arrayElement(TEMPLATES[variante]);
        const blanks: Blanks = {
          unanswered,
          n: faker.number.int({ min: 12, max: 980 }),
          ticket: tickets.length > 0 ? faker.helpers.arrayElement(tickets) : undefined,
          empresa: empresas.length > 0 ? faker.helpers.arrayElement(empresas) : 'um cliente',
          data: day(createdMs + faker.number.int({ min: -30, max: 365 }) * DAY),
          uf: faker.helpers.arrayElement(UFS),
        };
        const notificacaoAcao: AcaoNotificacao | null =
          template.acao === 'ticket'
            ? blanks.ticket
              ? { titulo: 'Abrir chamado', rota: `/dashboard/chamados/${blanks.ticket.id}/detalhes` }
              : { titulo: 'Ver chamados', rota: '/dashboard/chamados' }
            : template.acao;
        // Nothing to speak of: no notification (its draws are made all the same, so the rest stays).
        const silent =
          template.acao !== null &&
          typeof template.acao === 'object' &&
          template.acao.rota === UNANSWERED_NOTICE_ROUTE &&
          unanswered === 0;
        const lido = random() < (nowMs - createdMs > 7 * DAY ? 0.8 : 0.4);
        const data = {
          titulo: template.titulo(blanks),
          descricao: template.descricao(blanks),
          variante,
          lido,
          notificacaoAcao,
          createdAt: new Date(createdMs).toISOString(),
        };
        if (!silent) rows.push({ usuarioId: account.id, createdMs, data });
      }
    }
  }
  rows.sort((a, b) => a.createdMs - b.createdMs);
  for (const row of rows) db.notificacoes.insert({ ...row.data, usuarioId: row.usuarioId }, null, seed.now);
}
