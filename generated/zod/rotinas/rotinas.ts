/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista rotinas
 */
export const listaRotinasQueryLimitePaginaDefault = 10;
export const listaRotinasQueryPaginaDefault = 1;

export const listaRotinasQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaRotinasQueryModuloIdMax = 9007199254740991;

export const ListaRotinasQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaRotinasQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaRotinasQueryPaginaDefault)
    .describe(
      'Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).',
    ),
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  situacao: zod
    .enum(['ALL', 'UNLOCK', 'LOCK'])
    .optional()
    .describe('Aba da listagem (ALL, UNLOCK = ativos, LOCK = inativos).'),
  ordenacao: zod
    .string()
    .regex(listaRotinasQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaRotinasQueryModuloIdMax)
    .optional()
    .describe('Módulo da rotina.'),
});

export const listaRotinasResponseOneTotalItensMin = 0;

export const listaRotinasResponseOneTotalPaginasMin = 0;

export const listaRotinasResponseTwoItemsItemOneDescricaoMax = 120;

export const listaRotinasResponseTwoItemsItemOneCodigoRegExp = new RegExp('^[A-Z][A-Z0-9_]{1,29}$');
export const listaRotinasResponseTwoItemsItemOneModuloIdMax = 9007199254740991;

export const listaRotinasResponseTwoItemsItemOneAcoesItemIdMax = 9007199254740991;

export const listaRotinasResponseTwoItemsItemOneAcoesItemCodigoMax = 60;

export const listaRotinasResponseTwoItemsItemOneAcoesItemCodigoRegExp = new RegExp(
  '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$',
);
export const listaRotinasResponseTwoItemsItemOneAcoesItemDescricaoMax = 120;

export const listaRotinasResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaRotinasResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaRotinasResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaRotinasResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaRotinasResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaRotinasResponseTwoItemsItemThreeModuloIdMax = 9007199254740991;

export const ListaRotinasResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaRotinasResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaRotinasResponseOneTotalPaginasMin)
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
            descricao: zod
              .string()
              .min(1)
              .max(listaRotinasResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição da rotina (gravada em maiúsculas).'),
            codigo: zod
              .string()
              .regex(listaRotinasResponseTwoItemsItemOneCodigoRegExp)
              .describe(
                'Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.',
              ),
            moduloId: zod
              .int()
              .min(1)
              .max(listaRotinasResponseTwoItemsItemOneModuloIdMax)
              .describe('Módulo do sistema ao qual a rotina pertence.'),
            acoes: zod
              .array(
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(listaRotinasResponseTwoItemsItemOneAcoesItemIdMax)
                      .optional()
                      .describe(
                        'Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas).',
                      ),
                    codigo: zod
                      .string()
                      .max(listaRotinasResponseTwoItemsItemOneAcoesItemCodigoMax)
                      .regex(listaRotinasResponseTwoItemsItemOneAcoesItemCodigoRegExp)
                      .describe(
                        'Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).',
                      ),
                    descricao: zod
                      .string()
                      .min(1)
                      .max(listaRotinasResponseTwoItemsItemOneAcoesItemDescricaoMax)
                      .describe('Descrição da ação (ex. CONSULTAR CIDADES).'),
                  })
                  .describe(
                    'Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).',
                  ),
              )
              .min(1)
              .describe('Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.'),
          })
          .describe('Dados de rotina do sistema enviados na criação e na alteração.')
          .and(
            zod
              .object({
                createdAt: zod.iso.datetime({ offset: true }).optional(),
                usuarioCreated: zod
                  .union([
                    zod
                      .object({
                        id: zod
                          .int()
                          .min(1)
                          .max(listaRotinasResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaRotinasResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaRotinasResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaRotinasResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
              .describe('Campos de auditoria presentes em muitos registros.'),
          )
          .and(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(listaRotinasResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              modulo: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaRotinasResponseTwoItemsItemThreeModuloIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().optional(),
                  descricao: zod.string().optional(),
                })
                .describe('Módulo da rotina (id e descricao).'),
            }),
          ),
      ),
    }),
  );

/**
 * @summary Cria rotina
 */
export const criaRotinaBodyDescricaoMax = 120;

export const criaRotinaBodyCodigoRegExp = new RegExp('^[A-Z][A-Z0-9_]{1,29}$');
export const criaRotinaBodyModuloIdMax = 9007199254740991;

export const criaRotinaBodyAcoesItemIdMax = 9007199254740991;

export const criaRotinaBodyAcoesItemCodigoMax = 60;

export const criaRotinaBodyAcoesItemCodigoRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$');
export const criaRotinaBodyAcoesItemDescricaoMax = 120;

export const CriaRotinaBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaRotinaBodyDescricaoMax)
      .describe('Descrição da rotina (gravada em maiúsculas).'),
    codigo: zod
      .string()
      .regex(criaRotinaBodyCodigoRegExp)
      .describe(
        'Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.',
      ),
    moduloId: zod
      .int()
      .min(1)
      .max(criaRotinaBodyModuloIdMax)
      .describe('Módulo do sistema ao qual a rotina pertence.'),
    acoes: zod
      .array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaRotinaBodyAcoesItemIdMax)
              .optional()
              .describe(
                'Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas).',
              ),
            codigo: zod
              .string()
              .max(criaRotinaBodyAcoesItemCodigoMax)
              .regex(criaRotinaBodyAcoesItemCodigoRegExp)
              .describe(
                'Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(criaRotinaBodyAcoesItemDescricaoMax)
              .describe('Descrição da ação (ex. CONSULTAR CIDADES).'),
          })
          .describe(
            'Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).',
          ),
      )
      .min(1)
      .describe('Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.'),
  })
  .describe('Dados de rotina do sistema enviados na criação e na alteração.');

export const criaRotinaResponseOneDescricaoMax = 120;

export const criaRotinaResponseOneCodigoRegExp = new RegExp('^[A-Z][A-Z0-9_]{1,29}$');
export const criaRotinaResponseOneModuloIdMax = 9007199254740991;

export const criaRotinaResponseOneAcoesItemIdMax = 9007199254740991;

export const criaRotinaResponseOneAcoesItemCodigoMax = 60;

export const criaRotinaResponseOneAcoesItemCodigoRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$');
export const criaRotinaResponseOneAcoesItemDescricaoMax = 120;

export const criaRotinaResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaRotinaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaRotinaResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaRotinaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaRotinaResponseThreeIdMax = 9007199254740991;

export const criaRotinaResponseThreeModuloIdMax = 9007199254740991;

export const CriaRotinaResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaRotinaResponseOneDescricaoMax)
      .describe('Descrição da rotina (gravada em maiúsculas).'),
    codigo: zod
      .string()
      .regex(criaRotinaResponseOneCodigoRegExp)
      .describe(
        'Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.',
      ),
    moduloId: zod
      .int()
      .min(1)
      .max(criaRotinaResponseOneModuloIdMax)
      .describe('Módulo do sistema ao qual a rotina pertence.'),
    acoes: zod
      .array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaRotinaResponseOneAcoesItemIdMax)
              .optional()
              .describe(
                'Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas).',
              ),
            codigo: zod
              .string()
              .max(criaRotinaResponseOneAcoesItemCodigoMax)
              .regex(criaRotinaResponseOneAcoesItemCodigoRegExp)
              .describe(
                'Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(criaRotinaResponseOneAcoesItemDescricaoMax)
              .describe('Descrição da ação (ex. CONSULTAR CIDADES).'),
          })
          .describe(
            'Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).',
          ),
      )
      .min(1)
      .describe('Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.'),
  })
  .describe('Dados de rotina do sistema enviados na criação e na alteração.')
  .and(
    zod
      .object({
        createdAt: zod.iso.datetime({ offset: true }).optional(),
        usuarioCreated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaRotinaResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaRotinaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaRotinaResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaRotinaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
      .describe('Campos de auditoria presentes em muitos registros.'),
  )
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(criaRotinaResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      modulo: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaRotinaResponseThreeModuloIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Módulo da rotina (id e descricao).'),
    }),
  );

/**
 * @summary Busca rotina por id
 */
export const buscaRotinaPathIdMax = 9007199254740991;

export const BuscaRotinaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaRotinaPathIdMax),
});

export const buscaRotinaResponseOneDescricaoMax = 120;

export const buscaRotinaResponseOneCodigoRegExp = new RegExp('^[A-Z][A-Z0-9_]{1,29}$');
export const buscaRotinaResponseOneModuloIdMax = 9007199254740991;

export const buscaRotinaResponseOneAcoesItemIdMax = 9007199254740991;

export const buscaRotinaResponseOneAcoesItemCodigoMax = 60;

export const buscaRotinaResponseOneAcoesItemCodigoRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$');
export const buscaRotinaResponseOneAcoesItemDescricaoMax = 120;

export const buscaRotinaResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaRotinaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaRotinaResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaRotinaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaRotinaResponseThreeIdMax = 9007199254740991;

export const buscaRotinaResponseThreeModuloIdMax = 9007199254740991;

export const BuscaRotinaResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(buscaRotinaResponseOneDescricaoMax)
      .describe('Descrição da rotina (gravada em maiúsculas).'),
    codigo: zod
      .string()
      .regex(buscaRotinaResponseOneCodigoRegExp)
      .describe(
        'Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.',
      ),
    moduloId: zod
      .int()
      .min(1)
      .max(buscaRotinaResponseOneModuloIdMax)
      .describe('Módulo do sistema ao qual a rotina pertence.'),
    acoes: zod
      .array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(buscaRotinaResponseOneAcoesItemIdMax)
              .optional()
              .describe(
                'Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas).',
              ),
            codigo: zod
              .string()
              .max(buscaRotinaResponseOneAcoesItemCodigoMax)
              .regex(buscaRotinaResponseOneAcoesItemCodigoRegExp)
              .describe(
                'Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(buscaRotinaResponseOneAcoesItemDescricaoMax)
              .describe('Descrição da ação (ex. CONSULTAR CIDADES).'),
          })
          .describe(
            'Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).',
          ),
      )
      .min(1)
      .describe('Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.'),
  })
  .describe('Dados de rotina do sistema enviados na criação e na alteração.')
  .and(
    zod
      .object({
        createdAt: zod.iso.datetime({ offset: true }).optional(),
        usuarioCreated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaRotinaResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaRotinaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaRotinaResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaRotinaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
      .describe('Campos de auditoria presentes em muitos registros.'),
  )
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(buscaRotinaResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      modulo: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaRotinaResponseThreeModuloIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Módulo da rotina (id e descricao).'),
    }),
  );

/**
 * @summary Altera rotina
 */
export const alteraRotinaPathIdMax = 9007199254740991;

export const AlteraRotinaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraRotinaPathIdMax),
});

export const alteraRotinaBodyDescricaoMax = 120;

export const alteraRotinaBodyCodigoRegExp = new RegExp('^[A-Z][A-Z0-9_]{1,29}$');
export const alteraRotinaBodyModuloIdMax = 9007199254740991;

export const alteraRotinaBodyAcoesItemIdMax = 9007199254740991;

export const alteraRotinaBodyAcoesItemCodigoMax = 60;

export const alteraRotinaBodyAcoesItemCodigoRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$');
export const alteraRotinaBodyAcoesItemDescricaoMax = 120;

export const AlteraRotinaBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraRotinaBodyDescricaoMax)
      .describe('Descrição da rotina (gravada em maiúsculas).'),
    codigo: zod
      .string()
      .regex(alteraRotinaBodyCodigoRegExp)
      .describe(
        'Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.',
      ),
    moduloId: zod
      .int()
      .min(1)
      .max(alteraRotinaBodyModuloIdMax)
      .describe('Módulo do sistema ao qual a rotina pertence.'),
    acoes: zod
      .array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraRotinaBodyAcoesItemIdMax)
              .optional()
              .describe(
                'Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas).',
              ),
            codigo: zod
              .string()
              .max(alteraRotinaBodyAcoesItemCodigoMax)
              .regex(alteraRotinaBodyAcoesItemCodigoRegExp)
              .describe(
                'Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(alteraRotinaBodyAcoesItemDescricaoMax)
              .describe('Descrição da ação (ex. CONSULTAR CIDADES).'),
          })
          .describe(
            'Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).',
          ),
      )
      .min(1)
      .describe('Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.'),
  })
  .describe('Dados de rotina do sistema enviados na criação e na alteração.');

export const alteraRotinaResponseOneDescricaoMax = 120;

export const alteraRotinaResponseOneCodigoRegExp = new RegExp('^[A-Z][A-Z0-9_]{1,29}$');
export const alteraRotinaResponseOneModuloIdMax = 9007199254740991;

export const alteraRotinaResponseOneAcoesItemIdMax = 9007199254740991;

export const alteraRotinaResponseOneAcoesItemCodigoMax = 60;

export const alteraRotinaResponseOneAcoesItemCodigoRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$');
export const alteraRotinaResponseOneAcoesItemDescricaoMax = 120;

export const alteraRotinaResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraRotinaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraRotinaResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraRotinaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraRotinaResponseThreeIdMax = 9007199254740991;

export const alteraRotinaResponseThreeModuloIdMax = 9007199254740991;

export const AlteraRotinaResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraRotinaResponseOneDescricaoMax)
      .describe('Descrição da rotina (gravada em maiúsculas).'),
    codigo: zod
      .string()
      .regex(alteraRotinaResponseOneCodigoRegExp)
      .describe(
        'Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.',
      ),
    moduloId: zod
      .int()
      .min(1)
      .max(alteraRotinaResponseOneModuloIdMax)
      .describe('Módulo do sistema ao qual a rotina pertence.'),
    acoes: zod
      .array(
        zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraRotinaResponseOneAcoesItemIdMax)
              .optional()
              .describe(
                'Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas).',
              ),
            codigo: zod
              .string()
              .max(alteraRotinaResponseOneAcoesItemCodigoMax)
              .regex(alteraRotinaResponseOneAcoesItemCodigoRegExp)
              .describe(
                'Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(alteraRotinaResponseOneAcoesItemDescricaoMax)
              .describe('Descrição da ação (ex. CONSULTAR CIDADES).'),
          })
          .describe(
            'Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).',
          ),
      )
      .min(1)
      .describe('Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.'),
  })
  .describe('Dados de rotina do sistema enviados na criação e na alteração.')
  .and(
    zod
      .object({
        createdAt: zod.iso.datetime({ offset: true }).optional(),
        usuarioCreated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraRotinaResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraRotinaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraRotinaResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraRotinaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
      .describe('Campos de auditoria presentes em muitos registros.'),
  )
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(alteraRotinaResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      modulo: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraRotinaResponseThreeModuloIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Módulo da rotina (id e descricao).'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta rotinas em planilha Excel
 */

export const exportaExcelRotinasQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelRotinasQueryModuloIdMax = 9007199254740991;

export const exportaExcelRotinasQueryIdsItemMax = 9007199254740991;

export const exportaExcelRotinasQueryIdsMax = 100;

export const ExportaExcelRotinasQueryParams = zod.object({
  limitePagina: zod.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Quantidade máxima de registros exportados; ausente = todos os que atendem aos filtros.'),
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  situacao: zod
    .enum(['ALL', 'UNLOCK', 'LOCK'])
    .optional()
    .describe('Aba da listagem (ALL, UNLOCK = ativos, LOCK = inativos).'),
  ordenacao: zod
    .string()
    .regex(exportaExcelRotinasQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelRotinasQueryModuloIdMax)
    .optional()
    .describe('Módulo da rotina.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelRotinasQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelRotinasQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelRotinasResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta rotinas em relatório PDF
 */

export const exportaListagemRotinasQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemRotinasQueryModuloIdMax = 9007199254740991;

export const exportaListagemRotinasQueryIdsItemMax = 9007199254740991;

export const exportaListagemRotinasQueryIdsMax = 100;

export const ExportaListagemRotinasQueryParams = zod.object({
  limitePagina: zod.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Quantidade máxima de registros exportados; ausente = todos os que atendem aos filtros.'),
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  situacao: zod
    .enum(['ALL', 'UNLOCK', 'LOCK'])
    .optional()
    .describe('Aba da listagem (ALL, UNLOCK = ativos, LOCK = inativos).'),
  ordenacao: zod
    .string()
    .regex(exportaListagemRotinasQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemRotinasQueryModuloIdMax)
    .optional()
    .describe('Módulo da rotina.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemRotinasQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemRotinasQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemRotinasResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de rotinas
 */
export const buscaColunasUsuarioRotinasResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioRotinasResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioRotinasResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de rotinas
 */
export const alteraColunasUsuarioRotinasBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioRotinasBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioRotinasBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioRotinasResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioRotinasResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioRotinasResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});
