import type { SetorChamado } from '@generated/api/model';

/**
 * Texts of the seeded support tickets: the fiscal and transport problems customers of a CT-e /
 * MDF-e platform really open tickets about, with the blanks a ticket fills in.
 */
export interface TicketBlanks {
  numero: number;
  serie: number;
  placa: string;
  cidade: string;
  uf: string;
  mes: string;
  /** A future due date (dd/MM/yyyy). */
  vencimento: string;
  /** A past date (dd/MM/yyyy). */
  vencido: string;
  valor: string;
  quantidade: number;
  rejeicao: string;
}

export interface TicketTopic {
  setor: SetorChamado;
  titulo: (v: TicketBlanks) => string;
  /** Rich-text paragraphs (HTML inline markup) describing the problem. */
  problema: (v: TicketBlanks) => string;
  itens: (v: TicketBlanks) => string[];
  link: { href: string; texto: string };
}

export const REJEICOES_CTE = [
  'Rejeição 539: Duplicidade de CT-e com diferença na chave de acesso',
  'Rejeição 217: CT-e não consta na base de dados da SEFAZ',
  'Rejeição 694: Não informado o grupo de informações do veículo',
  'Rejeição 458: Tomador do serviço não informado',
  'Rejeição 611: Chave de acesso da NF-e referenciada inválida',
  'Rejeição 204: Duplicidade de CT-e',
];

export const CIDADES_FILIAIS: Array<[string, string]> = [
  ['Campinas', 'SP'],
  ['Curitiba', 'PR'],
  ['Joinville', 'SC'],
  ['Uberlândia', 'MG'],
  ['Goiânia', 'GO'],
  ['Cuiabá', 'MT'],
  ['Feira de Santana', 'BA'],
  ['Caxias do Sul', 'RS'],
  ['Recife', 'PE'],
  ['Manaus', 'AM'],
];

export const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const PORTAL_CTE = { href: 'https://www.cte.fazenda.gov.br/portal/', texto: 'Portal Nacional do CT-e' };
const PORTAL_MDFE = { href: 'https://dfe-portal.svrs.rs.gov.br/Mdfe', texto: 'Portal do MDF-e (SVRS)' };
const AJUDA = (pagina: string, texto: string) => ({ href: `https://ajuda.retaguarda.dev/${pagina}`, texto });

export const TICKET_TOPICS: TicketTopic[] = [
  {
    setor: 'SUPORTE',
    titulo: (v) => `CT-e nº ${v.numero} rejeitado na transmissão: ${v.rejeicao}`,
    problema: (v) =>
      `Ao transmitir o <strong>CT-e nº ${v.numero}</strong> (série ${v.serie}) a SEFAZ devolve a <em>${v.rejeicao}</em>. Já conferimos os dados do remetente e do destinatário e a mensagem continua.`,
    itens: (v) => [
      `<strong>Filial:</strong> ${v.cidade}/${v.uf}`,
      `<strong>Série:</strong> ${v.serie}`,
      `<strong>Número:</strong> ${v.numero}`,
    ],
    link: PORTAL_CTE,
  },
  {
    setor: 'SUPORTE',
    titulo: (v) => `MDF-e não encerrado impede nova emissão para a placa ${v.placa}`,
    problema: (v) =>
      `O sistema não deixa emitir um novo manifesto para o veículo <strong>${v.placa}</strong>: a SEFAZ responde <em>Rejeição 686: MDF-e não encerrado há mais de 30 dias</em>. A viagem terminou em ${v.cidade}/${v.uf}.`,
    itens: (v) => [
      `<strong>Placa:</strong> ${v.placa}`,
      `<strong>UF de descarregamento:</strong> ${v.uf}`,
      '<strong>Situação no sistema:</strong> autorizado',
    ],
    link: PORTAL_MDFE,
  },
  {
    setor: 'SUPORTE',
    titulo: (v) => `Certificado digital A1 vencido bloqueia a emissão de CT-e na filial de ${v.cidade}`,
    problema: (v) =>
      `O certificado A1 da filial de <strong>${v.cidade}/${v.uf}</strong> venceu em ${v.vencido} e todos os documentos retornam <em>Rejeição 280: Certificado transmissor inválido</em>. Já compramos o novo certificado.`,
    itens: () => [
      '<strong>Tipo:</strong> A1 (.pfx)',
      '<strong>Documentos afetados:</strong> CT-e e MDF-e',
      'Precisamos de ajuda para instalar o novo arquivo',
    ],
    link: AJUDA('certificado-digital', 'Como substituir o certificado digital'),
  },
  {
    setor: 'SUPORTE',
    titulo: (v) => `Lote de CT-e parado em processamento na SEFAZ-${v.uf} há mais de duas horas`,
    problema: (v) =>
      `Enviamos um lote com <strong>${v.quantidade} CT-e</strong> e todos seguem com a situação <em>Lote em processamento</em>. Os caminhões estão aguardando a liberação no pátio.`,
    itens: (v) => [
      `<strong>Quantidade:</strong> ${v.quantidade} documentos`,
      `<strong>UF:</strong> ${v.uf}`,
      '<strong>Ambiente:</strong> produção',
    ],
    link: PORTAL_CTE,
  },
  {
    setor: 'SUPORTE',
    titulo: (v) => `Como emitir CT-e em contingência SVC durante a instabilidade da SEFAZ-${v.uf}`,
    problema: () =>
      'A SEFAZ do nosso estado está fora do ar desde cedo. Precisamos saber como alterar a <strong>forma de emissão</strong> para <em>Autorização SVC-RS</em> e o que fazer depois que o serviço normalizar.',
    itens: () => [
      'Quais documentos precisam ser reenviados?',
      'A série muda na contingência?',
      'O DACTE sai com alguma observação?',
    ],
    link: AJUDA('contingencia', 'Guia de contingência do CT-e'),
  },
  {
    setor: 'SUPORTE',
    titulo: (v) => `DACTE sai sem o código de barras da chave de acesso na térmica da filial de ${v.cidade}`,
    problema: () =>
      'Depois da última atualização o <strong>DACTE</strong> impresso na térmica de 80 mm sai sem o código de barras. No PDF o código aparece normalmente.',
    itens: () => [
      '<strong>Impressora:</strong> Elgin i9',
      '<strong>Navegador:</strong> Chrome',
      'Acontece em todas as estações da expedição',
    ],
    link: AJUDA('dacte', 'Configuração de impressão do DACTE'),
  },
  {
    setor: 'SUPORTE',
    titulo: (v) => `Importação do XML da NF-e não preenche o remetente no CT-e da filial ${v.cidade}`,
    problema: () =>
      'Ao importar o <strong>XML da NF-e</strong> para gerar o CT-e, os dados do remetente ficam em branco e precisamos digitar tudo de novo. Os demais campos são preenchidos.',
    itens: (v) => [
      `<strong>Filial:</strong> ${v.cidade}/${v.uf}`,
      '<strong>Modelo da nota:</strong> 55',
      'O XML está anexado',
    ],
    link: AJUDA('importacao-xml', 'Importação de XML de NF-e'),
  },
  {
    setor: 'SUPORTE',
    titulo: (v) =>
      `Sugestão: encerrar vários MDF-e de uma vez pela listagem (${v.quantidade * 10} manifestos por dia)`,
    problema: () =>
      'Nossa operação encerra <strong>dezenas de manifestos</strong> por dia, um a um. Seria muito útil selecionar vários na listagem e <em>encerrar em lote</em>.',
    itens: () => [
      'Seleção múltipla na listagem',
      'Informar a data e a UF de encerramento uma única vez',
      'Relatório dos que falharem',
    ],
    link: PORTAL_MDFE,
  },
  {
    setor: 'FINANCEIRO',
    titulo: (v) => `Boleto da mensalidade de ${v.mes} não chegou no e-mail do financeiro`,
    problema: (v) =>
      `Não recebemos o <strong>boleto da mensalidade de ${v.mes}</strong>, que vence em ${v.vencimento}. Verificamos a caixa de spam e não há nada.`,
    itens: (v) => [
      `<strong>Valor esperado:</strong> ${v.valor}`,
      `<strong>Vencimento:</strong> ${v.vencimento}`,
      'Favor reenviar para financeiro@cliente.com.br',
    ],
    link: AJUDA('financeiro', 'Central financeira'),
  },
  {
    setor: 'FINANCEIRO',
    titulo: (v) => `Cobrança em duplicidade na fatura de ${v.mes} do plano contratado`,
    problema: (v) =>
      `A fatura de <strong>${v.mes}</strong> veio com o módulo de MDF-e cobrado duas vezes, totalizando <em>${v.valor}</em>. Pedimos o estorno da diferença.`,
    itens: () => ['Fatura em anexo', 'Pagamento já realizado', 'Solicitamos crédito na próxima fatura'],
    link: AJUDA('financeiro', 'Central financeira'),
  },
  {
    setor: 'FINANCEIRO',
    titulo: (v) => `NFS-e da mensalidade de ${v.mes} emitida com o CNPJ do tomador incorreto`,
    problema: () =>
      'A <strong>NFS-e</strong> da mensalidade saiu com o CNPJ da matriz, mas o contrato está no CNPJ da filial. Precisamos do <em>cancelamento e reemissão</em> para lançar na contabilidade.',
    itens: () => ['CNPJ correto informado no cadastro da filial', 'Prazo da contabilidade: dia 10'],
    link: AJUDA('financeiro', 'Central financeira'),
  },
  {
    setor: 'COMERCIAL',
    titulo: (v) => `Upgrade de plano: inclusão do módulo de MDF-e para ${v.quantidade} filiais`,
    problema: (v) =>
      `Vamos começar a operar com carga própria e precisamos do <strong>módulo de MDF-e</strong> em ${v.quantidade} filiais. Gostaríamos de uma proposta de <em>upgrade do plano</em>.`,
    itens: (v) => [
      `<strong>Filiais:</strong> ${v.quantidade}`,
      '<strong>Início previsto:</strong> próximo mês',
      'Interesse também em averbação automática',
    ],
    link: AJUDA('planos', 'Planos e módulos'),
  },
  {
    setor: 'COMERCIAL',
    titulo: (v) => `Proposta para ampliar em ${v.quantidade} usuários o limite do plano Profissional`,
    problema: () =>
      'Nossa equipe de faturamento cresceu e o <strong>limite de usuários</strong> do plano foi atingido. Qual o valor de cada usuário adicional?',
    itens: (v) => [
      'Usuários atuais: 10',
      `Necessidade: mais ${v.quantidade} usuários`,
      'Pagamento anual, se houver desconto',
    ],
    link: AJUDA('planos', 'Planos e módulos'),
  },
  {
    setor: 'COMERCIAL',
    titulo: (v) =>
      `Valores do módulo de averbação de seguro de carga para ${v.quantidade * 100} CT-e por mês`,
    problema: () =>
      'Recebemos a indicação do módulo de <strong>averbação automática</strong> junto à seguradora. Gostaríamos de entender a cobrança: <em>por documento ou mensalidade fixa</em>?',
    itens: (v) => ['Seguradora: apólice RCTR-C', `Volume médio: ${v.quantidade * 100} CT-e por mês`],
    link: AJUDA('planos', 'Planos e módulos'),
  },
  {
    setor: 'OUTROS',
    titulo: (v) => `Alteração do e-mail do responsável técnico da filial de ${v.cidade}`,
    problema: () =>
      'O responsável técnico da conta mudou. Precisamos trocar o <strong>e-mail de contato</strong> que recebe os avisos de vencimento do certificado e de manutenção.',
    itens: () => ['Novo responsável: coordenação de TI', 'Manter cópia para o financeiro'],
    link: AJUDA('conta', 'Dados da conta'),
  },
  {
    setor: 'OUTROS',
    titulo: (v) => `Solicitação de treinamento para ${v.quantidade} novos colaboradores do faturamento`,
    problema: (v) =>
      `Contratamos <strong>${v.quantidade} colaboradores</strong> para o faturamento e gostaríamos de agendar um <em>treinamento remoto</em> sobre emissão de CT-e e MDF-e.`,
    itens: () => [
      'Preferência: terça ou quinta à tarde',
      'Duração sugerida: 2 horas',
      'Gravação para consulta posterior',
    ],
    link: AJUDA('treinamentos', 'Agenda de treinamentos'),
  },
];

export const STAFF_COMMENTS = [
  '<p>Recebemos a solicitação e já estamos analisando. Retornamos em breve.</p>',
  '<p>Conseguimos reproduzir o problema em <strong>homologação</strong>. O caso foi encaminhado à equipe de desenvolvimento.</p>',
  '<p>Poderia enviar o <strong>XML</strong> do documento e um print da mensagem de erro?</p>',
  '<p>O ajuste foi publicado na versão <em>4.12.3</em>. Por favor, atualize a página e teste novamente.</p>',
  '<p>Verificamos junto à SEFAZ: o serviço foi normalizado às 14h. Pode reenviar os documentos.</p>',
  '<p>Segue o passo a passo:</p><ul><li>Acesse <strong>Configurações</strong></li><li>Altere a forma de emissão</li><li>Salve e reenvie o lote</li></ul>',
];

export const PRIVATE_COMMENTS = [
  '<p>Liguei para o cliente e orientei sobre o procedimento. Aguardando retorno.</p>',
  '<p>Cliente com pendência financeira: confirmar com o financeiro antes de liberar o módulo.</p>',
  '<p>Verificar se o certificado foi instalado no <strong>servidor alternativo</strong> do usuário.</p>',
  '<p>Caso parecido com outro chamado da semana passada; mesma causa raiz.</p>',
];

export const CUSTOMER_COMMENTS = [
  '<p>Segue em anexo o arquivo solicitado.</p>',
  '<p>Atualizei o sistema e o problema <strong>continua</strong>.</p>',
  '<p>Obrigado, funcionou!</p>',
  '<p>Alguma previsão para a correção? Temos cargas paradas aguardando o documento.</p>',
  '<p>Conseguimos emitir agora. Podem fechar o chamado.</p>',
];
