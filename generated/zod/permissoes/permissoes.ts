/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista perfis de permissão
 */
export const listaPermissoesQueryLimitePaginaDefault = 10;
export const listaPermissoesQueryPaginaDefault = 1;

export const listaPermissoesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');

export const ListaPermissoesQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaPermissoesQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaPermissoesQueryPaginaDefault)
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
    .regex(listaPermissoesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  admin: zod
    .boolean()
    .optional()
    .describe(
      'Só perfis admin (true) ou só os demais (false). O seletor de permissão usa admin=true, UNLOCK e descricao,asc.',
    ),
});

export const listaPermissoesResponseOneTotalItensMin = 0;

export const listaPermissoesResponseOneTotalPaginasMin = 0;

export const listaPermissoesResponseTwoItemsItemOneDescricaoMax = 100;

export const listaPermissoesResponseTwoItemsItemOneAdminDefault = false;
export const listaPermissoesResponseTwoItemsItemOneAcoesItemRegExp = new RegExp(
  '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$',
);
export const listaPermissoesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaPermissoesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPermissoesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaPermissoesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPermissoesResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaPermissoesResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaPermissoesResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaPermissoesResponseOneTotalPaginasMin)
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
              .max(listaPermissoesResponseTwoItemsItemOneDescricaoMax)
              .describe('Nome do perfil (gravado em maiúsculas).'),
            admin: zod
              .boolean()
              .default(listaPermissoesResponseTwoItemsItemOneAdminDefault)
              .describe(
                'Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário.',
              ),
            acoes: zod
              .array(
                zod
                  .string()
                  .regex(listaPermissoesResponseTwoItemsItemOneAcoesItemRegExp)
                  .describe(
                    'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
                  ),
              )
              .describe('Códigos de ação concedidos (escolhidos por rotina no seletor de ações).'),
          })
          .describe('Dados do perfil de permissão enviados na criação e na alteração.')
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
                          .max(listaPermissoesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaPermissoesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaPermissoesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaPermissoesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaPermissoesResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
            }),
          ),
      ),
    }),
  );

/**
 * @summary Cria perfil de permissão
 */
export const criaPermissaoBodyDescricaoMax = 100;

export const criaPermissaoBodyAdminDefault = false;
export const criaPermissaoBodyAcoesItemRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$');

export const CriaPermissaoBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaPermissaoBodyDescricaoMax)
      .describe('Nome do perfil (gravado em maiúsculas).'),
    admin: zod
      .boolean()
      .default(criaPermissaoBodyAdminDefault)
      .describe(
        'Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário.',
      ),
    acoes: zod
      .array(
        zod
          .string()
          .regex(criaPermissaoBodyAcoesItemRegExp)
          .describe(
            'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
          ),
      )
      .describe('Códigos de ação concedidos (escolhidos por rotina no seletor de ações).'),
  })
  .describe('Dados do perfil de permissão enviados na criação e na alteração.');

export const criaPermissaoResponseOneDescricaoMax = 100;

export const criaPermissaoResponseOneAdminDefault = false;
export const criaPermissaoResponseOneAcoesItemRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$');
export const criaPermissaoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaPermissaoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaPermissaoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaPermissaoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaPermissaoResponseThreeIdMax = 9007199254740991;

export const CriaPermissaoResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaPermissaoResponseOneDescricaoMax)
      .describe('Nome do perfil (gravado em maiúsculas).'),
    admin: zod
      .boolean()
      .default(criaPermissaoResponseOneAdminDefault)
      .describe(
        'Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário.',
      ),
    acoes: zod
      .array(
        zod
          .string()
          .regex(criaPermissaoResponseOneAcoesItemRegExp)
          .describe(
            'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
          ),
      )
      .describe('Códigos de ação concedidos (escolhidos por rotina no seletor de ações).'),
  })
  .describe('Dados do perfil de permissão enviados na criação e na alteração.')
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
                  .max(criaPermissaoResponseTwoUsuarioCreatedOneIdMax)
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
                        criaPermissaoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaPermissaoResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaPermissaoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaPermissaoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca perfil de permissão por id
 */
export const buscaPermissaoPathIdMax = 9007199254740991;

export const BuscaPermissaoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaPermissaoPathIdMax),
});

export const buscaPermissaoResponseOneDescricaoMax = 100;

export const buscaPermissaoResponseOneAdminDefault = false;
export const buscaPermissaoResponseOneAcoesItemRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$');
export const buscaPermissaoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaPermissaoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPermissaoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaPermissaoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPermissaoResponseThreeIdMax = 9007199254740991;

export const BuscaPermissaoResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(buscaPermissaoResponseOneDescricaoMax)
      .describe('Nome do perfil (gravado em maiúsculas).'),
    admin: zod
      .boolean()
      .default(buscaPermissaoResponseOneAdminDefault)
      .describe(
        'Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário.',
      ),
    acoes: zod
      .array(
        zod
          .string()
          .regex(buscaPermissaoResponseOneAcoesItemRegExp)
          .describe(
            'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
          ),
      )
      .describe('Códigos de ação concedidos (escolhidos por rotina no seletor de ações).'),
  })
  .describe('Dados do perfil de permissão enviados na criação e na alteração.')
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
                  .max(buscaPermissaoResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaPermissaoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaPermissaoResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaPermissaoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaPermissaoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera perfil de permissão
 */
export const alteraPermissaoPathIdMax = 9007199254740991;

export const AlteraPermissaoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraPermissaoPathIdMax),
});

export const alteraPermissaoBodyDescricaoMax = 100;

export const alteraPermissaoBodyAdminDefault = false;
export const alteraPermissaoBodyAcoesItemRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$');

export const AlteraPermissaoBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraPermissaoBodyDescricaoMax)
      .describe('Nome do perfil (gravado em maiúsculas).'),
    admin: zod
      .boolean()
      .default(alteraPermissaoBodyAdminDefault)
      .describe(
        'Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário.',
      ),
    acoes: zod
      .array(
        zod
          .string()
          .regex(alteraPermissaoBodyAcoesItemRegExp)
          .describe(
            'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
          ),
      )
      .describe('Códigos de ação concedidos (escolhidos por rotina no seletor de ações).'),
  })
  .describe('Dados do perfil de permissão enviados na criação e na alteração.');

export const alteraPermissaoResponseOneDescricaoMax = 100;

export const alteraPermissaoResponseOneAdminDefault = false;
export const alteraPermissaoResponseOneAcoesItemRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$');
export const alteraPermissaoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraPermissaoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPermissaoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraPermissaoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPermissaoResponseThreeIdMax = 9007199254740991;

export const AlteraPermissaoResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraPermissaoResponseOneDescricaoMax)
      .describe('Nome do perfil (gravado em maiúsculas).'),
    admin: zod
      .boolean()
      .default(alteraPermissaoResponseOneAdminDefault)
      .describe(
        'Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário.',
      ),
    acoes: zod
      .array(
        zod
          .string()
          .regex(alteraPermissaoResponseOneAcoesItemRegExp)
          .describe(
            'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
          ),
      )
      .describe('Códigos de ação concedidos (escolhidos por rotina no seletor de ações).'),
  })
  .describe('Dados do perfil de permissão enviados na criação e na alteração.')
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
                  .max(alteraPermissaoResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraPermissaoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraPermissaoResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraPermissaoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraPermissaoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta perfis de permissão em planilha Excel
 */

export const exportaExcelPermissoesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelPermissoesQueryIdsItemMax = 9007199254740991;

export const exportaExcelPermissoesQueryIdsMax = 100;

export const ExportaExcelPermissoesQueryParams = zod.object({
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
    .regex(exportaExcelPermissoesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  admin: zod
    .boolean()
    .optional()
    .describe(
      'Só perfis admin (true) ou só os demais (false). O seletor de permissão usa admin=true, UNLOCK e descricao,asc.',
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelPermissoesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelPermissoesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelPermissoesResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta perfis de permissão em relatório PDF
 */

export const exportaListagemPermissoesQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaListagemPermissoesQueryIdsItemMax = 9007199254740991;

export const exportaListagemPermissoesQueryIdsMax = 100;

export const ExportaListagemPermissoesQueryParams = zod.object({
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
    .regex(exportaListagemPermissoesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  admin: zod
    .boolean()
    .optional()
    .describe(
      'Só perfis admin (true) ou só os demais (false). O seletor de permissão usa admin=true, UNLOCK e descricao,asc.',
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemPermissoesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemPermissoesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemPermissoesResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de perfis de permissão
 */
export const buscaColunasUsuarioPermissoesResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioPermissoesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioPermissoesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de perfis de permissão
 */
export const alteraColunasUsuarioPermissoesBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPermissoesBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPermissoesBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioPermissoesResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPermissoesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPermissoesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});
