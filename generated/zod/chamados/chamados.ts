/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * A aba EM_ABERTO (padrão) envia status=EM_ABERTO; a aba TODOS não envia status. Escolher situações na gaveta 'Filtros' leva a lista à aba TODOS e envia essas situações; escolher uma aba limpa essa escolha. Datas filtram pelo dia (yyyy-MM-dd, inclusive nas duas pontas). Mais recentes primeiro por padrão. As visões da fila de triagem são abas também, cada uma com os seus filtros: 'Atrasados' envia atrasados=true; 'Sem responsável', semResponsavel=true; 'Aguardando suporte', status=AGUARDANDO_RESPOSTA_SUPORTE; 'Meus', responsavelUsuarioId do usuário da sessão ('Sem responsável' e 'Meus' com as situações não fechadas em status). Os filtros se somam (todos precisam valer). A pesquisa (filtros) procura cada termo no código, no título, no nome do cliente, na descrição e nos comentários (os privados também), pelo texto e não pela marcação do texto formatado, em qualquer situação: a aba limita a situação, e a contagem por situação (contagem-status, com os mesmos termos) diz em que outras situações há resultados.
 * @summary Lista chamados
 */
export const listaChamadosQueryLimitePaginaDefault = 10;
export const listaChamadosQueryPaginaDefault = 1;

export const listaChamadosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaChamadosQueryResponsavelUsuarioIdMax = 9007199254740991;

export const listaChamadosQueryEmpresaIdMax = 9007199254740991;

export const listaChamadosQuerySemRespostaHorasMax = 720;

export const ListaChamadosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaChamadosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaChamadosQueryPaginaDefault)
    .describe(
      'Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).',
    ),
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  ordenacao: zod
    .string()
    .regex(listaChamadosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  status: zod
    .array(
      zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
          'TODOS',
        ])
        .describe(
          'Valor do filtro de situação da listagem: as situações gravadas e TODOS, que não filtra (o mesmo que não enviar o filtro). TODOS nunca é gravado em um chamado.',
        ),
    )
    .optional()
    .describe('Situações aceitas (qualquer uma); TODOS ou ausente = todas.'),
  setor: zod
    .array(
      zod.enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS']).describe('Setor responsável pelo chamado.'),
    )
    .optional()
    .describe('Setores aceitos (qualquer um); ausente = todos.'),
  dataAberturaInicio: zod.iso.date().optional().describe('Abertos a partir deste dia.'),
  dataAberturaFim: zod.iso.date().optional().describe('Abertos até este dia.'),
  dataFechamentoInicio: zod.iso.date().optional().describe('Fechados a partir deste dia.'),
  dataFechamentoFim: zod.iso.date().optional().describe('Fechados até este dia.'),
  responsavelUsuarioId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaChamadosQueryResponsavelUsuarioIdMax)
    .optional()
    .describe(
      "Só os chamados em que este usuário está entre os responsáveis (a visão 'Meus' da fila envia o usuário da sessão, com as situações não fechadas). O spec não prevê o filtro: escolha de desenho da fila de triagem.",
    ),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaChamadosQueryEmpresaIdMax)
    .optional()
    .describe(
      'Só os chamados deste cliente (empresa). O spec não prevê o filtro: escolha de desenho da fila de triagem.',
    ),
  atrasados: zod
    .boolean()
    .optional()
    .describe(
      "true: só os chamados atrasados, isto é, não fechados e com a previsão de conclusão antes do momento da consulta (um chamado sem previsão nunca está atrasado); false ou ausente: sem esse filtro. A visão 'Atrasados' da fila envia true. O spec não prevê o filtro: escolha de desenho da fila de triagem.",
    ),
  semResponsavel: zod
    .boolean()
    .optional()
    .describe(
      "true: só os chamados sem nenhum responsável; false ou ausente: sem esse filtro. A visão 'Sem responsável' da fila envia true com as situações não fechadas. O spec não prevê o filtro: escolha de desenho da fila de triagem.",
    ),
  semRespostaHoras: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaChamadosQuerySemRespostaHorasMax)
    .optional()
    .describe(
      'Só os chamados não fechados que esperam resposta do suporte há mais de tantas horas: a primeira manifestação do cliente ainda sem resposta (a abertura, ou o primeiro comentário do cliente depois do último comentário público do suporte) tem mais de semRespostaHoras horas, e nenhum comentário público do suporte (origem SUPORTE, não privado) veio depois dela. A notificação "N chamados estão abertos sem resposta há mais de 24 horas" leva à lista com semRespostaHoras=24 (na aba Aberto), que mostra esses N chamados. O spec não prevê o filtro: escolha de desenho da fila de triagem.',
    ),
});

export const listaChamadosResponseOneTotalItensMin = 0;

export const listaChamadosResponseOneTotalPaginasMin = 0;

export const listaChamadosResponseTwoItemsItemOneUsuarioCreatedOneIdMax = 9007199254740991;

export const listaChamadosResponseTwoItemsItemOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaChamadosResponseTwoItemsItemOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaChamadosResponseTwoItemsItemOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaChamadosResponseTwoItemsItemTwoIdMax = 9007199254740991;

export const listaChamadosResponseTwoItemsItemTwoEmpresaOneIdMax = 9007199254740991;

export const listaChamadosResponseTwoItemsItemTwoResponsaveisItemIdMax = 9007199254740991;

export const listaChamadosResponseTwoItemsItemTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const listaChamadosResponseTwoItemsItemTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const listaChamadosResponseTwoItemsItemTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const ListaChamadosResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaChamadosResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaChamadosResponseOneTotalPaginasMin)
      .describe('ceil(totalItens / limitePagina); 0 quando totalItens é 0.'),
  })
  .describe(
    'Envelope de toda listagem paginada (cada listagem acrescenta `items`). Relações que toda resposta mantém, com limitePagina e pagina da chamada: items.length ≤ limitePagina; totalPaginas = ceil(totalItens / limitePagina) (0 quando não há itens); uma página antes da última traz limitePagina itens, a última o resto; uma página além da última responde 200 com items vazio e os mesmos totalItens e totalPaginas (não é erro).',
  )
  .and(
    zod.object({
      items: zod.array(
        zod
          .object({
            createdAt: zod.iso.datetime({ offset: true }),
            usuarioCreated: zod
              .union([
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(listaChamadosResponseTwoItemsItemOneUsuarioCreatedOneIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    nome: zod.string(),
                    email: zod.email().optional(),
                    avatarUrl: zod
                      .union([
                        zod
                          .stringFormat(
                            'uri-reference',
                            listaChamadosResponseTwoItemsItemOneUsuarioCreatedOneAvatarUrlOneRegExp,
                          )
                          .describe(
                            'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                          ),
                        zod.null(),
                      ])
                      .optional()
                      .describe('Avatar do usuário; nulo sem avatar.'),
                  })
                  .describe('Usuário resumido, usado em auditoria e referências.'),
                zod.null(),
              ])
              .optional(),
            updatedAt: zod.iso.datetime({ offset: true }).nullish(),
            usuarioUpdated: zod
              .union([
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(listaChamadosResponseTwoItemsItemOneUsuarioUpdatedOneIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    nome: zod.string(),
                    email: zod.email().optional(),
                    avatarUrl: zod
                      .union([
                        zod
                          .stringFormat(
                            'uri-reference',
                            listaChamadosResponseTwoItemsItemOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                          )
                          .describe(
                            'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                          ),
                        zod.null(),
                      ])
                      .optional()
                      .describe('Avatar do usuário; nulo sem avatar.'),
                  })
                  .describe('Usuário resumido, usado em auditoria e referências.'),
                zod.null(),
              ])
              .optional(),
          })
          .describe('Campos de auditoria presentes em muitos registros.')
          .and(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(listaChamadosResponseTwoItemsItemTwoIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
              setor: zod
                .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
                .describe('Setor responsável pelo chamado.'),
              status: zod
                .enum([
                  'EM_ABERTO',
                  'EM_ANALISE',
                  'A_DESENVOLVER',
                  'EM_ANDAMENTO',
                  'AGUARDANDO_RESPOSTA_CLIENTE',
                  'AGUARDANDO_RESPOSTA_SUPORTE',
                  'FECHADO',
                ])
                .describe(
                  'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
                ),
              titulo: zod.string(),
              dataPrevisaoConclusao: zod.iso
                .datetime({ offset: true })
                .nullable()
                .describe('Previsão de conclusão; nula enquanto não definida.'),
              dataFechamento: zod.iso
                .datetime({ offset: true })
                .nullable()
                .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
              empresa: zod
                .union([
                  zod
                    .object({
                      id: zod
                        .int()
                        .min(1)
                        .max(listaChamadosResponseTwoItemsItemTwoEmpresaOneIdMax)
                        .describe(
                          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                        ),
                      nome: zod.string(),
                    })
                    .describe('Cliente resumido (id e nome).'),
                  zod.null(),
                ])
                .describe(
                  'Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.',
                ),
              responsaveis: zod.array(
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(listaChamadosResponseTwoItemsItemTwoResponsaveisItemIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    usuarioId: zod
                      .int()
                      .min(1)
                      .max(listaChamadosResponseTwoItemsItemTwoResponsaveisItemUsuarioIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    usuario: zod
                      .object({
                        id: zod
                          .int()
                          .min(1)
                          .max(listaChamadosResponseTwoItemsItemTwoResponsaveisItemUsuarioIdMaxOne)
                          .describe(
                            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                          ),
                        nome: zod.string(),
                        email: zod.email().optional(),
                        avatarUrl: zod
                          .union([
                            zod
                              .stringFormat(
                                'uri-reference',
                                listaChamadosResponseTwoItemsItemTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                              )
                              .describe(
                                'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                              ),
                            zod.null(),
                          ])
                          .optional()
                          .describe('Avatar do usuário; nulo sem avatar.'),
                      })
                      .describe('Usuário resumido, usado em auditoria e referências.'),
                  })
                  .describe('Usuário da equipe responsável pelo chamado.'),
              ),
            }),
          )
          .describe('Chamado como aparece na listagem.'),
      ),
    }),
  );

/**
 * O chamado nasce EM_ABERTO, com o usuário da sessão em usuarioCreated.
 * @summary Abre um chamado
 */
export const criaChamadoBodyTituloMin = 15;
export const criaChamadoBodyTituloMax = 300;

export const criaChamadoBodyEmpresaIdMax = 9007199254740991;

export const CriaChamadoBody = zod
  .object({
    setor: zod
      .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
      .describe('Setor responsável pelo chamado.'),
    titulo: zod
      .string()
      .min(criaChamadoBodyTituloMin)
      .max(criaChamadoBodyTituloMax)
      .describe('Título (15 a 300 caracteres).'),
    descricao: zod.string().min(1).describe('Descrição em texto rico (HTML).'),
    empresaId: zod
      .int()
      .min(1)
      .max(criaChamadoBodyEmpresaIdMax)
      .optional()
      .describe('Cliente a que o chamado se refere (opcional).'),
    anexos: zod
      .array(zod.instanceof(Blob))
      .optional()
      .describe('Arquivos anexados (um campo `anexos` por arquivo).'),
  })
  .describe(
    'Abertura de chamado (multipart/form-data). Anexos aceitos: pdf, jpg, png, mp3 e outros áudios, mp4, planilhas Excel, csv, docx, txt, zip e rar; a interface descarta duplicados (mesmo nome e tamanho).',
  );

export const criaChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const criaChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaChamadoResponseOneTwoIdMax = 9007199254740991;

export const criaChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const criaChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const criaChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const criaChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const criaChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const criaChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const criaChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const criaChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const criaChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const criaChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const criaChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const criaChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const criaChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const CriaChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat('uri-reference', criaChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp)
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat('uri-reference', criaChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp)
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(criaChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(criaChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(criaChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        criaChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod.int().min(criaChamadoResponseTwoAnexosItemTamanhoMin).describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', criaChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(criaChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(criaChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat('uri-reference', criaChamadoResponseTwoComentariosItemAnexosItemUrlRegExp)
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        criaChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');

/**
 * Quantos chamados há em cada situação (e no total) com os mesmos filtros da listagem, menos a situação: os números das abas; e, com os mesmos filtros, quantos há em cada visão da fila (visoes: atrasados, sem responsável, do usuário da sessão), os números das visões. O spec não prevê a chamada: escolha de desenho para mostrar a contagem nas abas e nas visões numa só chamada, sem buscar uma página por aba.
 * @summary Conta os chamados por situação
 */

export const contagemStatusChamadosQueryResponsavelUsuarioIdMax = 9007199254740991;

export const contagemStatusChamadosQueryEmpresaIdMax = 9007199254740991;

export const contagemStatusChamadosQuerySemRespostaHorasMax = 720;

export const ContagemStatusChamadosQueryParams = zod.object({
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  setor: zod
    .array(
      zod.enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS']).describe('Setor responsável pelo chamado.'),
    )
    .optional()
    .describe('Setores aceitos (qualquer um); ausente = todos.'),
  dataAberturaInicio: zod.iso.date().optional().describe('Abertos a partir deste dia.'),
  dataAberturaFim: zod.iso.date().optional().describe('Abertos até este dia.'),
  dataFechamentoInicio: zod.iso.date().optional().describe('Fechados a partir deste dia.'),
  dataFechamentoFim: zod.iso.date().optional().describe('Fechados até este dia.'),
  responsavelUsuarioId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(contagemStatusChamadosQueryResponsavelUsuarioIdMax)
    .optional()
    .describe(
      "Só os chamados em que este usuário está entre os responsáveis (a visão 'Meus' da fila envia o usuário da sessão, com as situações não fechadas). O spec não prevê o filtro: escolha de desenho da fila de triagem.",
    ),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(contagemStatusChamadosQueryEmpresaIdMax)
    .optional()
    .describe(
      'Só os chamados deste cliente (empresa). O spec não prevê o filtro: escolha de desenho da fila de triagem.',
    ),
  atrasados: zod
    .boolean()
    .optional()
    .describe(
      "true: só os chamados atrasados, isto é, não fechados e com a previsão de conclusão antes do momento da consulta (um chamado sem previsão nunca está atrasado); false ou ausente: sem esse filtro. A visão 'Atrasados' da fila envia true. O spec não prevê o filtro: escolha de desenho da fila de triagem.",
    ),
  semResponsavel: zod
    .boolean()
    .optional()
    .describe(
      "true: só os chamados sem nenhum responsável; false ou ausente: sem esse filtro. A visão 'Sem responsável' da fila envia true com as situações não fechadas. O spec não prevê o filtro: escolha de desenho da fila de triagem.",
    ),
  semRespostaHoras: zod.coerce
    .number()
    .int()
    .min(1)
    .max(contagemStatusChamadosQuerySemRespostaHorasMax)
    .optional()
    .describe(
      'Só os chamados não fechados que esperam resposta do suporte há mais de tantas horas: a primeira manifestação do cliente ainda sem resposta (a abertura, ou o primeiro comentário do cliente depois do último comentário público do suporte) tem mais de semRespostaHoras horas, e nenhum comentário público do suporte (origem SUPORTE, não privado) veio depois dela. A notificação "N chamados estão abertos sem resposta há mais de 24 horas" leva à lista com semRespostaHoras=24 (na aba Aberto), que mostra esses N chamados. O spec não prevê o filtro: escolha de desenho da fila de triagem.',
    ),
});

export const contagemStatusChamadosResponseTotalMin = 0;

export const contagemStatusChamadosResponseVisoesAtrasadosMin = 0;

export const contagemStatusChamadosResponseVisoesSemResponsavelMin = 0;

export const contagemStatusChamadosResponseVisoesMeusMin = 0;

export const contagemStatusChamadosResponsePorStatusEMABERTOMin = 0;

export const contagemStatusChamadosResponsePorStatusEMANALISEMin = 0;

export const contagemStatusChamadosResponsePorStatusADESENVOLVERMin = 0;

export const contagemStatusChamadosResponsePorStatusEMANDAMENTOMin = 0;

export const contagemStatusChamadosResponsePorStatusAGUARDANDORESPOSTACLIENTEMin = 0;

export const contagemStatusChamadosResponsePorStatusAGUARDANDORESPOSTASUPORTEMin = 0;

export const contagemStatusChamadosResponsePorStatusFECHADOMin = 0;

export const ContagemStatusChamadosResponse = zod
  .object({
    total: zod.int().min(contagemStatusChamadosResponseTotalMin),
    visoes: zod
      .object({
        atrasados: zod
          .int()
          .min(contagemStatusChamadosResponseVisoesAtrasadosMin)
          .describe('Chamados atrasados (os de atrasados=true).'),
        semResponsavel: zod
          .int()
          .min(contagemStatusChamadosResponseVisoesSemResponsavelMin)
          .describe(
            'Chamados não fechados sem responsável (os de semResponsavel=true nas situações não fechadas).',
          ),
        meus: zod
          .int()
          .min(contagemStatusChamadosResponseVisoesMeusMin)
          .describe(
            'Chamados não fechados em que o usuário da sessão está entre os responsáveis (os de responsavelUsuarioId = usuário da sessão, nas situações não fechadas).',
          ),
      })
      .describe(
        "Quantos chamados há em cada visão da fila de triagem, com os filtros pedidos (a visão 'Aguardando suporte' é a situação AGUARDANDO_RESPOSTA_SUPORTE, contada em porStatus). O spec não prevê as visões: escolha de desenho da fila de triagem.",
      ),
    porStatus: zod.object({
      EM_ABERTO: zod.int().min(contagemStatusChamadosResponsePorStatusEMABERTOMin),
      EM_ANALISE: zod.int().min(contagemStatusChamadosResponsePorStatusEMANALISEMin),
      A_DESENVOLVER: zod.int().min(contagemStatusChamadosResponsePorStatusADESENVOLVERMin),
      EM_ANDAMENTO: zod.int().min(contagemStatusChamadosResponsePorStatusEMANDAMENTOMin),
      AGUARDANDO_RESPOSTA_CLIENTE: zod
        .int()
        .min(contagemStatusChamadosResponsePorStatusAGUARDANDORESPOSTACLIENTEMin),
      AGUARDANDO_RESPOSTA_SUPORTE: zod
        .int()
        .min(contagemStatusChamadosResponsePorStatusAGUARDANDORESPOSTASUPORTEMin),
      FECHADO: zod.int().min(contagemStatusChamadosResponsePorStatusFECHADOMin),
    }),
  })
  .describe(
    'Quantos chamados há em cada situação gravada e no total, e em cada visão da fila (com os filtros pedidos).',
  );

/**
 * @summary Busca chamado por id (detalhes)
 */
export const buscaChamadoPathIdMax = 9007199254740991;

export const BuscaChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaChamadoPathIdMax),
});

export const buscaChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaChamadoResponseOneTwoIdMax = 9007199254740991;

export const buscaChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const buscaChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const buscaChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const buscaChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const buscaChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const buscaChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const buscaChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const buscaChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const buscaChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const buscaChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const buscaChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const buscaChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const buscaChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const BuscaChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(buscaChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    buscaChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(buscaChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    buscaChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(buscaChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(buscaChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(buscaChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(buscaChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        buscaChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(buscaChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod.int().min(buscaChamadoResponseTwoAnexosItemTamanhoMin).describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', buscaChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(buscaChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(buscaChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(buscaChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat('uri-reference', buscaChamadoResponseTwoComentariosItemAnexosItemUrlRegExp)
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        buscaChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');

/**
 * As mudanças do chamado {id}, mais antigas primeiro (createdAt, depois id): cada mudança de situação (STATUS), de previsão de conclusão (PREVISAO) e de responsáveis (RESPONSAVEIS), o fechamento (FECHAMENTO) e a reabertura (REABERTURA), com quem a fez, quando e o valor de antes e o de depois. Os comentários não entram (vêm em buscaChamado): a conversa do chamado intercala os dois pela data. A abertura do chamado também não (é createdAt e usuarioCreated do chamado). Uma chamada que muda mais de uma coisa grava um evento por mudança (altera-status com comentário grava o evento e o comentário, no mesmo momento). O spec não prevê o histórico do chamado: escolha de desenho para a conversa mostrar quem mudou o quê e quando; chamada à parte, e não um campo de Chamado, para o chamado (consultado a cada 15 s) não crescer com o histórico.
 * @summary Histórico de mudanças do chamado
 */
export const buscaHistoricoChamadoPathIdMax = 9007199254740991;

export const BuscaHistoricoChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaHistoricoChamadoPathIdMax),
});

export const buscaHistoricoChamadoResponseIdMax = 9007199254740991;

export const buscaHistoricoChamadoResponseUsuarioIdMax = 9007199254740991;

export const buscaHistoricoChamadoResponseUsuarioAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const buscaHistoricoChamadoResponseResponsaveisAdicionadosItemIdMax = 9007199254740991;

export const buscaHistoricoChamadoResponseResponsaveisAdicionadosItemAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaHistoricoChamadoResponseResponsaveisRemovidosItemIdMax = 9007199254740991;

export const buscaHistoricoChamadoResponseResponsaveisRemovidosItemAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const BuscaHistoricoChamadoResponseItem = zod
  .object({
    id: zod
      .int()
      .min(1)
      .max(buscaHistoricoChamadoResponseIdMax)
      .describe(
        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
      ),
    tipo: zod
      .enum(['STATUS', 'PREVISAO', 'RESPONSAVEIS', 'FECHAMENTO', 'REABERTURA'])
      .describe(
        'O que mudou no chamado: STATUS (altera-status num chamado aberto), PREVISAO (altera-data-conclusao), RESPONSAVEIS (altera-responsaveis), FECHAMENTO (fecha-chamado) e REABERTURA (altera-status num chamado FECHADO). Fechar e reabrir têm tipo próprio, e não STATUS, porque a conversa os mostra com o seu verbo ("fechou o chamado", "reabriu o chamado").',
      ),
    usuario: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(buscaHistoricoChamadoResponseUsuarioIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        nome: zod.string(),
        email: zod.email().optional(),
        avatarUrl: zod
          .union([
            zod
              .stringFormat('uri-reference', buscaHistoricoChamadoResponseUsuarioAvatarUrlOneRegExp)
              .describe(
                'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
              ),
            zod.null(),
          ])
          .optional()
          .describe('Avatar do usuário; nulo sem avatar.'),
      })
      .describe('Quem fez a mudança (o usuário da sessão da chamada que a fez).'),
    createdAt: zod.iso.datetime({ offset: true }).describe('Momento da mudança.'),
    status: zod
      .object({
        de: zod
          .enum([
            'EM_ABERTO',
            'EM_ANALISE',
            'A_DESENVOLVER',
            'EM_ANDAMENTO',
            'AGUARDANDO_RESPOSTA_CLIENTE',
            'AGUARDANDO_RESPOSTA_SUPORTE',
            'FECHADO',
          ])
          .describe(
            'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
          ),
        para: zod
          .enum([
            'EM_ABERTO',
            'EM_ANALISE',
            'A_DESENVOLVER',
            'EM_ANDAMENTO',
            'AGUARDANDO_RESPOSTA_CLIENTE',
            'AGUARDANDO_RESPOSTA_SUPORTE',
            'FECHADO',
          ])
          .describe(
            'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
          ),
      })
      .optional()
      .describe('A situação antes e depois (FECHAMENTO termina em FECHADO; REABERTURA parte dele).'),
    previsao: zod
      .object({
        de: zod.iso.datetime({ offset: true }).nullable(),
        para: zod.iso.datetime({ offset: true }),
      })
      .optional()
      .describe('A previsão de conclusão antes (nula quando não havia) e depois.'),
    responsaveis: zod
      .object({
        adicionados: zod.array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(buscaHistoricoChamadoResponseResponsaveisAdicionadosItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
              email: zod.email().optional(),
              avatarUrl: zod
                .union([
                  zod
                    .stringFormat(
                      'uri-reference',
                      buscaHistoricoChamadoResponseResponsaveisAdicionadosItemAvatarUrlOneRegExp,
                    )
                    .describe(
                      'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                    ),
                  zod.null(),
                ])
                .optional()
                .describe('Avatar do usuário; nulo sem avatar.'),
            })
            .describe('Usuário resumido, usado em auditoria e referências.'),
        ),
        removidos: zod.array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(buscaHistoricoChamadoResponseResponsaveisRemovidosItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
              email: zod.email().optional(),
              avatarUrl: zod
                .union([
                  zod
                    .stringFormat(
                      'uri-reference',
                      buscaHistoricoChamadoResponseResponsaveisRemovidosItemAvatarUrlOneRegExp,
                    )
                    .describe(
                      'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                    ),
                  zod.null(),
                ])
                .optional()
                .describe('Avatar do usuário; nulo sem avatar.'),
            })
            .describe('Usuário resumido, usado em auditoria e referências.'),
        ),
      })
      .optional()
      .describe(
        'Quem entrou e quem saiu dos responsáveis (ao menos um dos dois não vazio); quem ficou não aparece.',
      ),
    solicitacaoResolvida: zod
      .boolean()
      .optional()
      .describe('No FECHAMENTO, se a solicitação do cliente foi atendida.'),
  })
  .describe(
    'Uma mudança do chamado (buscaHistoricoChamado). Cada tipo traz o seu campo: status em STATUS, FECHAMENTO e REABERTURA; previsao em PREVISAO; responsaveis em RESPONSAVEIS; solicitacaoResolvida também em FECHAMENTO. Os campos de outro tipo não vêm.',
  );
export const BuscaHistoricoChamadoResponse = zod.array(BuscaHistoricoChamadoResponseItem);

/**
 * Comentário do usuário da sessão no chamado {id}. Chamado FECHADO responde 409.
 * @summary Comenta o chamado
 */
export const criaComentarioChamadoPathIdMax = 9007199254740991;

export const CriaComentarioChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(criaComentarioChamadoPathIdMax),
});

export const criaComentarioChamadoBodyPrivadoDefault = false;

export const CriaComentarioChamadoBody = zod
  .object({
    comentario: zod.string().min(1).describe('Texto do comentário (obrigatório; texto rico em HTML).'),
    privado: zod
      .boolean()
      .default(criaComentarioChamadoBodyPrivadoDefault)
      .describe('Visível só para a equipe do provedor.'),
    anexos: zod
      .array(zod.instanceof(Blob))
      .optional()
      .describe('Arquivos anexados (um campo `anexos` por arquivo).'),
  })
  .describe('Novo comentário (multipart/form-data).');

export const criaComentarioChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const criaComentarioChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaComentarioChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaComentarioChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaComentarioChamadoResponseOneTwoIdMax = 9007199254740991;

export const criaComentarioChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const criaComentarioChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const criaComentarioChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const criaComentarioChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const criaComentarioChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaComentarioChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const criaComentarioChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const criaComentarioChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const criaComentarioChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const criaComentarioChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const criaComentarioChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const criaComentarioChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const criaComentarioChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const criaComentarioChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const CriaComentarioChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaComentarioChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    criaComentarioChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaComentarioChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    criaComentarioChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(criaComentarioChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(criaComentarioChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaComentarioChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(criaComentarioChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaComentarioChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        criaComentarioChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaComentarioChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod
              .int()
              .min(criaComentarioChamadoResponseTwoAnexosItemTamanhoMin)
              .describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', criaComentarioChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaComentarioChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(criaComentarioChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(criaComentarioChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat(
                      'uri-reference',
                      criaComentarioChamadoResponseTwoComentariosItemAnexosItemUrlRegExp,
                    )
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaComentarioChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        criaComentarioChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');

/**
 * Só o autor do comentário, e só até 5 minutos após a criação. Outro usuário recebe 403; fora do prazo, 409.
 * @summary Exclui um comentário do chamado
 */
export const excluiComentarioChamadoPathIdMax = 9007199254740991;

export const ExcluiComentarioChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(excluiComentarioChamadoPathIdMax).describe('Id do comentário.'),
});

export const ExcluiComentarioChamadoResponse = zod.void();

/**
 * Situação igual à atual ou anexos sem comentário respondem 400. O comentário, quando enviado, é gravado no chamado com os anexos. Num chamado FECHADO a mudança o reabre (Reabrir): a nova situação é gravada e dataFechamento e solicitacaoResolvida voltam a nulo. O spec não diz se um chamado fechado pode mudar de situação; reabrir por esta chamada é a escolha de desenho.
 * @summary Altera a situação do chamado
 */
export const alteraStatusChamadoPathIdMax = 9007199254740991;

export const AlteraStatusChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraStatusChamadoPathIdMax),
});

export const alteraStatusChamadoBodyPrivadoDefault = false;

export const AlteraStatusChamadoBody = zod
  .object({
    status: zod
      .enum([
        'EM_ANALISE',
        'A_DESENVOLVER',
        'EM_ANDAMENTO',
        'AGUARDANDO_RESPOSTA_CLIENTE',
        'AGUARDANDO_RESPOSTA_SUPORTE',
      ])
      .describe(
        'Situações aceitas por altera-status: todas menos EM_ABERTO e FECHADO (fechar é a ação fecha-chamado). A situação atual do chamado também é recusada (400). Num chamado FECHADO, a mudança o reabre.',
      ),
    comentario: zod
      .string()
      .min(1)
      .optional()
      .describe('Comentário da mudança (obrigatório quando há anexos).'),
    privado: zod
      .boolean()
      .default(alteraStatusChamadoBodyPrivadoDefault)
      .describe('O comentário é visível só para a equipe do provedor.'),
    anexos: zod
      .array(zod.instanceof(Blob))
      .optional()
      .describe('Arquivos anexados ao comentário (um campo `anexos` por arquivo).'),
  })
  .describe(
    'Mudança de situação (multipart/form-data). O comentário, quando enviado, é gravado no chamado com os anexos; é obrigatório quando há anexos.',
  );

export const alteraStatusChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraStatusChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraStatusChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraStatusChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraStatusChamadoResponseOneTwoIdMax = 9007199254740991;

export const alteraStatusChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const alteraStatusChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const alteraStatusChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const alteraStatusChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const alteraStatusChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraStatusChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const alteraStatusChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const alteraStatusChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const alteraStatusChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const alteraStatusChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const alteraStatusChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const alteraStatusChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const alteraStatusChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const alteraStatusChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const AlteraStatusChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraStatusChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    alteraStatusChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraStatusChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    alteraStatusChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(alteraStatusChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(alteraStatusChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraStatusChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(alteraStatusChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraStatusChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraStatusChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraStatusChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod
              .int()
              .min(alteraStatusChamadoResponseTwoAnexosItemTamanhoMin)
              .describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', alteraStatusChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraStatusChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(alteraStatusChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(alteraStatusChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat(
                      'uri-reference',
                      alteraStatusChamadoResponseTwoComentariosItemAnexosItemUrlRegExp,
                    )
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraStatusChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraStatusChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');

/**
 * Situação FECHADO, dataFechamento agora e solicitacaoResolvida gravada. Chamado já fechado responde 409.
 * @summary Fecha o chamado
 */
export const fechaChamadoPathIdMax = 9007199254740991;

export const FechaChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(fechaChamadoPathIdMax),
});

export const fechaChamadoBodySolicitacaoResolvidaDefault = true;
export const fechaChamadoBodyPrivadoDefault = false;

export const FechaChamadoBody = zod
  .object({
    solicitacaoResolvida: zod
      .boolean()
      .default(fechaChamadoBodySolicitacaoResolvidaDefault)
      .describe('A solicitação do cliente foi atendida.'),
    comentario: zod.string().min(1).optional().describe('Comentário de fechamento (opcional).'),
    privado: zod
      .boolean()
      .default(fechaChamadoBodyPrivadoDefault)
      .describe('O comentário é visível só para a equipe do provedor.'),
  })
  .describe('Fechamento do chamado (situação FECHADO e dataFechamento agora).');

export const fechaChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const fechaChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const fechaChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const fechaChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const fechaChamadoResponseOneTwoIdMax = 9007199254740991;

export const fechaChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const fechaChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const fechaChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const fechaChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const fechaChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const fechaChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const fechaChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const fechaChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const fechaChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const fechaChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const fechaChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const fechaChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const fechaChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const fechaChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const FechaChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(fechaChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    fechaChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(fechaChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    fechaChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(fechaChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(fechaChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(fechaChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(fechaChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(fechaChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        fechaChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(fechaChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod.int().min(fechaChamadoResponseTwoAnexosItemTamanhoMin).describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', fechaChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(fechaChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(fechaChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(fechaChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat('uri-reference', fechaChamadoResponseTwoComentariosItemAnexosItemUrlRegExp)
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(fechaChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        fechaChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');

/**
 * A data deve ser posterior ao momento atual (400 caso contrário).
 * @summary Altera a previsão de conclusão do chamado
 */
export const alteraDataConclusaoChamadoPathIdMax = 9007199254740991;

export const AlteraDataConclusaoChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraDataConclusaoChamadoPathIdMax),
});

export const AlteraDataConclusaoChamadoBody = zod.object({
  dataPrevisaoConclusao: zod.iso
    .datetime({ offset: true })
    .describe(
      'Nova previsão de conclusão; deve ser posterior ao momento atual ("Não pode ser anterior a data atual").',
    ),
});

export const alteraDataConclusaoChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraDataConclusaoChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraDataConclusaoChamadoResponseOneTwoIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraDataConclusaoChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const alteraDataConclusaoChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const alteraDataConclusaoChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const alteraDataConclusaoChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp(
  '^/[^/\\\\]',
);
export const alteraDataConclusaoChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const alteraDataConclusaoChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const AlteraDataConclusaoChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraDataConclusaoChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    alteraDataConclusaoChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraDataConclusaoChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    alteraDataConclusaoChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(alteraDataConclusaoChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(alteraDataConclusaoChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraDataConclusaoChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraDataConclusaoChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod
              .int()
              .min(alteraDataConclusaoChamadoResponseTwoAnexosItemTamanhoMin)
              .describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', alteraDataConclusaoChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraDataConclusaoChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(alteraDataConclusaoChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(alteraDataConclusaoChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat(
                      'uri-reference',
                      alteraDataConclusaoChamadoResponseTwoComentariosItemAnexosItemUrlRegExp,
                    )
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraDataConclusaoChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraDataConclusaoChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');

/**
 * Substitui os responsáveis pelos usuários informados (usuários admin ativos; o super-usuário não pode ser responsável).
 * @summary Altera os responsáveis pelo chamado
 */
export const alteraResponsaveisChamadoPathIdMax = 9007199254740991;

export const AlteraResponsaveisChamadoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraResponsaveisChamadoPathIdMax),
});

export const alteraResponsaveisChamadoBodyResponsaveisItemMax = 9007199254740991;

export const AlteraResponsaveisChamadoBody = zod
  .object({
    responsaveis: zod
      .array(
        zod
          .int()
          .min(1)
          .max(alteraResponsaveisChamadoBodyResponsaveisItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .min(1)
      .describe('Ids dos usuários responsáveis (ao menos um).'),
  })
  .describe('Conjunto completo de responsáveis (substitui o atual).');

export const alteraResponsaveisChamadoResponseOneOneUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraResponsaveisChamadoResponseOneOneUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraResponsaveisChamadoResponseOneTwoIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneTwoEmpresaOneIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneTwoResponsaveisItemIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneTwoResponsaveisItemUsuarioIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne = 9007199254740991;

export const alteraResponsaveisChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraResponsaveisChamadoResponseTwoAnexosItemIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseTwoAnexosItemTamanhoMin = 0;

export const alteraResponsaveisChamadoResponseTwoAnexosItemUrlRegExp = new RegExp('^/[^/\\\\]');
export const alteraResponsaveisChamadoResponseTwoComentariosItemIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseTwoComentariosItemAnexosItemIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseTwoComentariosItemAnexosItemTamanhoMin = 0;

export const alteraResponsaveisChamadoResponseTwoComentariosItemAnexosItemUrlRegExp = new RegExp(
  '^/[^/\\\\]',
);
export const alteraResponsaveisChamadoResponseTwoComentariosItemUsuarioIdMax = 9007199254740991;

export const alteraResponsaveisChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const AlteraResponsaveisChamadoResponse = zod
  .object({
    createdAt: zod.iso.datetime({ offset: true }),
    usuarioCreated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraResponsaveisChamadoResponseOneOneUsuarioCreatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    alteraResponsaveisChamadoResponseOneOneUsuarioCreatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
    updatedAt: zod.iso.datetime({ offset: true }).nullish(),
    usuarioUpdated: zod
      .union([
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraResponsaveisChamadoResponseOneOneUsuarioUpdatedOneIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string(),
            email: zod.email().optional(),
            avatarUrl: zod
              .union([
                zod
                  .stringFormat(
                    'uri-reference',
                    alteraResponsaveisChamadoResponseOneOneUsuarioUpdatedOneAvatarUrlOneRegExp,
                  )
                  .describe(
                    'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Avatar do usuário; nulo sem avatar.'),
          })
          .describe('Usuário resumido, usado em auditoria e referências.'),
        zod.null(),
      ])
      .optional(),
  })
  .describe('Campos de auditoria presentes em muitos registros.')
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(alteraResponsaveisChamadoResponseOneTwoIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      codigoSequencial: zod.int().min(1).describe('Número do chamado exibido ao usuário.'),
      setor: zod
        .enum(['SUPORTE', 'FINANCEIRO', 'COMERCIAL', 'OUTROS'])
        .describe('Setor responsável pelo chamado.'),
      status: zod
        .enum([
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
          'FECHADO',
        ])
        .describe(
          'Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.',
        ),
      titulo: zod.string(),
      dataPrevisaoConclusao: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Previsão de conclusão; nula enquanto não definida.'),
      dataFechamento: zod.iso
        .datetime({ offset: true })
        .nullable()
        .describe('Momento do fechamento; nulo enquanto não FECHADO.'),
      empresa: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(alteraResponsaveisChamadoResponseOneTwoEmpresaOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
          zod.null(),
        ])
        .describe('Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente.'),
      responsaveis: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraResponsaveisChamadoResponseOneTwoResponsaveisItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuarioId: zod
              .int()
              .min(1)
              .max(alteraResponsaveisChamadoResponseOneTwoResponsaveisItemUsuarioIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraResponsaveisChamadoResponseOneTwoResponsaveisItemUsuarioIdMaxOne)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraResponsaveisChamadoResponseOneTwoResponsaveisItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe('Usuário da equipe responsável pelo chamado.'),
      ),
    }),
  )
  .describe('Chamado como aparece na listagem.')
  .and(
    zod.object({
      descricao: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
      anexos: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraResponsaveisChamadoResponseTwoAnexosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
            tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
            tamanho: zod
              .int()
              .min(alteraResponsaveisChamadoResponseTwoAnexosItemTamanhoMin)
              .describe('Tamanho em bytes.'),
            arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
            url: zod
              .stringFormat('uri-reference', alteraResponsaveisChamadoResponseTwoAnexosItemUrlRegExp)
              .describe(
                'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
              ),
          })
          .describe(
            'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
          ),
      ),
      solicitacaoResolvida: zod
        .boolean()
        .nullable()
        .describe('Informado ao fechar; nulo enquanto o chamado não foi fechado.'),
      comentarios: zod.array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraResponsaveisChamadoResponseTwoComentariosItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            origem: zod
              .enum(['CLIENTE', 'SUPORTE'])
              .describe(
                'Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.',
              ),
            comentario: zod.string().describe('Texto rico (HTML sanitizado pela interface antes de exibir).'),
            privado: zod.boolean(),
            anexos: zod.array(
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(alteraResponsaveisChamadoResponseTwoComentariosItemAnexosItemIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().min(1).describe('Nome original do arquivo (ex. nota.pdf).'),
                  tipo: zod.string().describe('Tipo MIME (ex. application/pdf, image/png).'),
                  tamanho: zod
                    .int()
                    .min(alteraResponsaveisChamadoResponseTwoComentariosItemAnexosItemTamanhoMin)
                    .describe('Tamanho em bytes.'),
                  arquivoId: zod.string().min(1).optional().describe('Identificador do arquivo armazenado.'),
                  url: zod
                    .stringFormat(
                      'uri-reference',
                      alteraResponsaveisChamadoResponseTwoComentariosItemAnexosItemUrlRegExp,
                    )
                    .describe(
                      'Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada.',
                    ),
                })
                .describe(
                  'Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.',
                ),
            ),
            createdAt: zod.iso.datetime({ offset: true }),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraResponsaveisChamadoResponseTwoComentariosItemUsuarioIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraResponsaveisChamadoResponseTwoComentariosItemUsuarioAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
          })
          .describe(
            'Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.',
          ),
      ),
    }),
  )
  .describe('Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).');
