/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista usuários
 */
export const listaUsuariosQueryLimitePaginaDefault = 10;
export const listaUsuariosQueryPaginaDefault = 1;

export const listaUsuariosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaUsuariosQueryEmpresaIdMax = 9007199254740991;

export const ListaUsuariosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaUsuariosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaUsuariosQueryPaginaDefault)
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
    .regex(listaUsuariosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  admin: zod
    .boolean()
    .optional()
    .describe('Só usuários da equipe do provedor (true) ou só os demais (false).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaUsuariosQueryEmpresaIdMax)
    .optional()
    .describe(
      "Só usuários vinculados ao cliente (entre as suas empresas). O spec não prevê o filtro: escolha de desenho para que 'Ver todos' dos usuários de um cliente abra a listagem de usuários filtrada por ele.",
    ),
});

export const listaUsuariosResponseOneTotalItensMin = 0;

export const listaUsuariosResponseOneTotalPaginasMin = 0;

export const listaUsuariosResponseTwoItemsItemOneNomeMax = 150;

export const listaUsuariosResponseTwoItemsItemOneEmailMax = 150;

export const listaUsuariosResponseTwoItemsItemOneAdminDefault = false;
export const listaUsuariosResponseTwoItemsItemOnePermissaoIdOneMax = 9007199254740991;

export const listaUsuariosResponseTwoItemsItemOneEmpresaIdsItemMax = 9007199254740991;

export const listaUsuariosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaUsuariosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaUsuariosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaUsuariosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaUsuariosResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaUsuariosResponseTwoItemsItemThreeAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaUsuariosResponseTwoItemsItemThreePermissaoOneIdMax = 9007199254740991;

export const listaUsuariosResponseTwoItemsItemThreeEmpresasItemIdMax = 9007199254740991;

export const ListaUsuariosResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaUsuariosResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaUsuariosResponseOneTotalPaginasMin)
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
            nome: zod
              .string()
              .min(1)
              .max(listaUsuariosResponseTwoItemsItemOneNomeMax)
              .describe('Nome completo (gravado em maiúsculas).'),
            email: zod
              .email()
              .max(listaUsuariosResponseTwoItemsItemOneEmailMax)
              .describe('E-mail de acesso (único; alterá-lo exige nova confirmação).'),
            admin: zod
              .boolean()
              .default(listaUsuariosResponseTwoItemsItemOneAdminDefault)
              .describe('Usuário da equipe do provedor (pode usar o Retaguarda).'),
            permissaoId: zod
              .union([
                zod
                  .int()
                  .min(1)
                  .max(listaUsuariosResponseTwoItemsItemOnePermissaoIdOneMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                zod.null(),
              ])
              .optional()
              .describe('Perfil de permissão (ativo e admin); obrigatório quando admin é true.'),
            empresaIds: zod
              .array(
                zod
                  .int()
                  .min(1)
                  .max(listaUsuariosResponseTwoItemsItemOneEmpresaIdsItemMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
              )
              .optional()
              .describe('Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id).'),
          })
          .describe(
            'Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).',
          )
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
                          .max(listaUsuariosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaUsuariosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaUsuariosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaUsuariosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaUsuariosResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              avatarUrl: zod
                .union([
                  zod
                    .stringFormat('uri-reference', listaUsuariosResponseTwoItemsItemThreeAvatarUrlOneRegExp)
                    .describe(
                      'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                    ),
                  zod.null(),
                ])
                .describe(
                  'Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar. O próprio usuário o altera no perfil.',
                ),
              emailConfirmado: zod.boolean().describe('O usuário confirmou o e-mail e definiu a senha.'),
              permissao: zod
                .union([
                  zod
                    .object({
                      id: zod
                        .int()
                        .min(1)
                        .max(listaUsuariosResponseTwoItemsItemThreePermissaoOneIdMax)
                        .describe(
                          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                        ),
                      nome: zod.string().optional(),
                      descricao: zod.string().optional(),
                    })
                    .describe('Referência a outro registro (id e um rótulo).'),
                  zod.null(),
                ])
                .describe('Perfil de permissão (id e descricao).'),
              empresas: zod
                .array(
                  zod
                    .object({
                      id: zod
                        .int()
                        .min(1)
                        .max(listaUsuariosResponseTwoItemsItemThreeEmpresasItemIdMax)
                        .describe(
                          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                        ),
                      nome: zod.string(),
                    })
                    .describe('Cliente resumido (id e nome).'),
                )
                .optional()
                .describe('Clientes aos quais o usuário tem acesso (id e nome).'),
            }),
          ),
      ),
    }),
  );

/**
 * O usuário nasce ativo, com emailConfirmado false; o e-mail de confirmação é enviado na criação.
 * @summary Cria usuário
 */
export const criaUsuarioBodyNomeMax = 150;

export const criaUsuarioBodyEmailMax = 150;

export const criaUsuarioBodyAdminDefault = false;
export const criaUsuarioBodyPermissaoIdOneMax = 9007199254740991;

export const criaUsuarioBodyEmpresaIdsItemMax = 9007199254740991;

export const CriaUsuarioBody = zod
  .object({
    nome: zod.string().min(1).max(criaUsuarioBodyNomeMax).describe('Nome completo (gravado em maiúsculas).'),
    email: zod
      .email()
      .max(criaUsuarioBodyEmailMax)
      .describe('E-mail de acesso (único; alterá-lo exige nova confirmação).'),
    admin: zod
      .boolean()
      .default(criaUsuarioBodyAdminDefault)
      .describe('Usuário da equipe do provedor (pode usar o Retaguarda).'),
    permissaoId: zod
      .union([
        zod
          .int()
          .min(1)
          .max(criaUsuarioBodyPermissaoIdOneMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        zod.null(),
      ])
      .optional()
      .describe('Perfil de permissão (ativo e admin); obrigatório quando admin é true.'),
    empresaIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(criaUsuarioBodyEmpresaIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .optional()
      .describe('Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id).'),
  })
  .describe(
    'Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).',
  );

export const criaUsuarioResponseOneNomeMax = 150;

export const criaUsuarioResponseOneEmailMax = 150;

export const criaUsuarioResponseOneAdminDefault = false;
export const criaUsuarioResponseOnePermissaoIdOneMax = 9007199254740991;

export const criaUsuarioResponseOneEmpresaIdsItemMax = 9007199254740991;

export const criaUsuarioResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaUsuarioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaUsuarioResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaUsuarioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaUsuarioResponseThreeIdMax = 9007199254740991;

export const criaUsuarioResponseThreeAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaUsuarioResponseThreePermissaoOneIdMax = 9007199254740991;

export const criaUsuarioResponseThreeEmpresasItemIdMax = 9007199254740991;

export const CriaUsuarioResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaUsuarioResponseOneNomeMax)
      .describe('Nome completo (gravado em maiúsculas).'),
    email: zod
      .email()
      .max(criaUsuarioResponseOneEmailMax)
      .describe('E-mail de acesso (único; alterá-lo exige nova confirmação).'),
    admin: zod
      .boolean()
      .default(criaUsuarioResponseOneAdminDefault)
      .describe('Usuário da equipe do provedor (pode usar o Retaguarda).'),
    permissaoId: zod
      .union([
        zod
          .int()
          .min(1)
          .max(criaUsuarioResponseOnePermissaoIdOneMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        zod.null(),
      ])
      .optional()
      .describe('Perfil de permissão (ativo e admin); obrigatório quando admin é true.'),
    empresaIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(criaUsuarioResponseOneEmpresaIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .optional()
      .describe('Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id).'),
  })
  .describe(
    'Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).',
  )
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
                  .max(criaUsuarioResponseTwoUsuarioCreatedOneIdMax)
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
                        criaUsuarioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaUsuarioResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaUsuarioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaUsuarioResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      avatarUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', criaUsuarioResponseThreeAvatarUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe(
          'Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar. O próprio usuário o altera no perfil.',
        ),
      emailConfirmado: zod.boolean().describe('O usuário confirmou o e-mail e definiu a senha.'),
      permissao: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(criaUsuarioResponseThreePermissaoOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string().optional(),
              descricao: zod.string().optional(),
            })
            .describe('Referência a outro registro (id e um rótulo).'),
          zod.null(),
        ])
        .describe('Perfil de permissão (id e descricao).'),
      empresas: zod
        .array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(criaUsuarioResponseThreeEmpresasItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
        )
        .optional()
        .describe('Clientes aos quais o usuário tem acesso (id e nome).'),
    }),
  );

/**
 * @summary Busca usuário por id
 */
export const buscaUsuarioPathIdMax = 9007199254740991;

export const BuscaUsuarioParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaUsuarioPathIdMax),
});

export const buscaUsuarioResponseOneNomeMax = 150;

export const buscaUsuarioResponseOneEmailMax = 150;

export const buscaUsuarioResponseOneAdminDefault = false;
export const buscaUsuarioResponseOnePermissaoIdOneMax = 9007199254740991;

export const buscaUsuarioResponseOneEmpresaIdsItemMax = 9007199254740991;

export const buscaUsuarioResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaUsuarioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaUsuarioResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaUsuarioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaUsuarioResponseThreeIdMax = 9007199254740991;

export const buscaUsuarioResponseThreeAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const buscaUsuarioResponseThreePermissaoOneIdMax = 9007199254740991;

export const buscaUsuarioResponseThreeEmpresasItemIdMax = 9007199254740991;

export const BuscaUsuarioResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(buscaUsuarioResponseOneNomeMax)
      .describe('Nome completo (gravado em maiúsculas).'),
    email: zod
      .email()
      .max(buscaUsuarioResponseOneEmailMax)
      .describe('E-mail de acesso (único; alterá-lo exige nova confirmação).'),
    admin: zod
      .boolean()
      .default(buscaUsuarioResponseOneAdminDefault)
      .describe('Usuário da equipe do provedor (pode usar o Retaguarda).'),
    permissaoId: zod
      .union([
        zod
          .int()
          .min(1)
          .max(buscaUsuarioResponseOnePermissaoIdOneMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        zod.null(),
      ])
      .optional()
      .describe('Perfil de permissão (ativo e admin); obrigatório quando admin é true.'),
    empresaIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(buscaUsuarioResponseOneEmpresaIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .optional()
      .describe('Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id).'),
  })
  .describe(
    'Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).',
  )
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
                  .max(buscaUsuarioResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaUsuarioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaUsuarioResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaUsuarioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaUsuarioResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      avatarUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', buscaUsuarioResponseThreeAvatarUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe(
          'Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar. O próprio usuário o altera no perfil.',
        ),
      emailConfirmado: zod.boolean().describe('O usuário confirmou o e-mail e definiu a senha.'),
      permissao: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(buscaUsuarioResponseThreePermissaoOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string().optional(),
              descricao: zod.string().optional(),
            })
            .describe('Referência a outro registro (id e um rótulo).'),
          zod.null(),
        ])
        .describe('Perfil de permissão (id e descricao).'),
      empresas: zod
        .array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(buscaUsuarioResponseThreeEmpresasItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
        )
        .optional()
        .describe('Clientes aos quais o usuário tem acesso (id e nome).'),
    }),
  );

/**
 * @summary Altera usuário
 */
export const alteraUsuarioPathIdMax = 9007199254740991;

export const AlteraUsuarioParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraUsuarioPathIdMax),
});

export const alteraUsuarioBodyNomeMax = 150;

export const alteraUsuarioBodyEmailMax = 150;

export const alteraUsuarioBodyAdminDefault = false;
export const alteraUsuarioBodyPermissaoIdOneMax = 9007199254740991;

export const alteraUsuarioBodyEmpresaIdsItemMax = 9007199254740991;

export const AlteraUsuarioBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraUsuarioBodyNomeMax)
      .describe('Nome completo (gravado em maiúsculas).'),
    email: zod
      .email()
      .max(alteraUsuarioBodyEmailMax)
      .describe('E-mail de acesso (único; alterá-lo exige nova confirmação).'),
    admin: zod
      .boolean()
      .default(alteraUsuarioBodyAdminDefault)
      .describe('Usuário da equipe do provedor (pode usar o Retaguarda).'),
    permissaoId: zod
      .union([
        zod
          .int()
          .min(1)
          .max(alteraUsuarioBodyPermissaoIdOneMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        zod.null(),
      ])
      .optional()
      .describe('Perfil de permissão (ativo e admin); obrigatório quando admin é true.'),
    empresaIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(alteraUsuarioBodyEmpresaIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .optional()
      .describe('Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id).'),
  })
  .describe(
    'Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).',
  );

export const alteraUsuarioResponseOneNomeMax = 150;

export const alteraUsuarioResponseOneEmailMax = 150;

export const alteraUsuarioResponseOneAdminDefault = false;
export const alteraUsuarioResponseOnePermissaoIdOneMax = 9007199254740991;

export const alteraUsuarioResponseOneEmpresaIdsItemMax = 9007199254740991;

export const alteraUsuarioResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraUsuarioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraUsuarioResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraUsuarioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraUsuarioResponseThreeIdMax = 9007199254740991;

export const alteraUsuarioResponseThreeAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const alteraUsuarioResponseThreePermissaoOneIdMax = 9007199254740991;

export const alteraUsuarioResponseThreeEmpresasItemIdMax = 9007199254740991;

export const AlteraUsuarioResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraUsuarioResponseOneNomeMax)
      .describe('Nome completo (gravado em maiúsculas).'),
    email: zod
      .email()
      .max(alteraUsuarioResponseOneEmailMax)
      .describe('E-mail de acesso (único; alterá-lo exige nova confirmação).'),
    admin: zod
      .boolean()
      .default(alteraUsuarioResponseOneAdminDefault)
      .describe('Usuário da equipe do provedor (pode usar o Retaguarda).'),
    permissaoId: zod
      .union([
        zod
          .int()
          .min(1)
          .max(alteraUsuarioResponseOnePermissaoIdOneMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        zod.null(),
      ])
      .optional()
      .describe('Perfil de permissão (ativo e admin); obrigatório quando admin é true.'),
    empresaIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(alteraUsuarioResponseOneEmpresaIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .optional()
      .describe('Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id).'),
  })
  .describe(
    'Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).',
  )
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
                  .max(alteraUsuarioResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraUsuarioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraUsuarioResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraUsuarioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraUsuarioResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      avatarUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', alteraUsuarioResponseThreeAvatarUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe(
          'Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar. O próprio usuário o altera no perfil.',
        ),
      emailConfirmado: zod.boolean().describe('O usuário confirmou o e-mail e definiu a senha.'),
      permissao: zod
        .union([
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(alteraUsuarioResponseThreePermissaoOneIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string().optional(),
              descricao: zod.string().optional(),
            })
            .describe('Referência a outro registro (id e um rótulo).'),
          zod.null(),
        ])
        .describe('Perfil de permissão (id e descricao).'),
      empresas: zod
        .array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(alteraUsuarioResponseThreeEmpresasItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              nome: zod.string(),
            })
            .describe('Cliente resumido (id e nome).'),
        )
        .optional()
        .describe('Clientes aos quais o usuário tem acesso (id e nome).'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta usuários em planilha Excel
 */

export const exportaExcelUsuariosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelUsuariosQueryEmpresaIdMax = 9007199254740991;

export const exportaExcelUsuariosQueryIdsItemMax = 9007199254740991;

export const exportaExcelUsuariosQueryIdsMax = 100;

export const ExportaExcelUsuariosQueryParams = zod.object({
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
    .regex(exportaExcelUsuariosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  admin: zod
    .boolean()
    .optional()
    .describe('Só usuários da equipe do provedor (true) ou só os demais (false).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelUsuariosQueryEmpresaIdMax)
    .optional()
    .describe(
      "Só usuários vinculados ao cliente (entre as suas empresas). O spec não prevê o filtro: escolha de desenho para que 'Ver todos' dos usuários de um cliente abra a listagem de usuários filtrada por ele.",
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelUsuariosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelUsuariosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelUsuariosResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta usuários em relatório PDF
 */

export const exportaListagemUsuariosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemUsuariosQueryEmpresaIdMax = 9007199254740991;

export const exportaListagemUsuariosQueryIdsItemMax = 9007199254740991;

export const exportaListagemUsuariosQueryIdsMax = 100;

export const ExportaListagemUsuariosQueryParams = zod.object({
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
    .regex(exportaListagemUsuariosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  admin: zod
    .boolean()
    .optional()
    .describe('Só usuários da equipe do provedor (true) ou só os demais (false).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemUsuariosQueryEmpresaIdMax)
    .optional()
    .describe(
      "Só usuários vinculados ao cliente (entre as suas empresas). O spec não prevê o filtro: escolha de desenho para que 'Ver todos' dos usuários de um cliente abra a listagem de usuários filtrada por ele.",
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemUsuariosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemUsuariosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemUsuariosResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de usuários
 */
export const buscaColunasUsuarioUsuariosResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioUsuariosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioUsuariosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de usuários
 */
export const alteraColunasUsuarioUsuariosBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioUsuariosBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioUsuariosBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioUsuariosResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioUsuariosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioUsuariosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * E-mail já confirmado responde 409.
 * @summary Reenvia o e-mail de confirmação ao usuário
 */
export const enviaEmailConfirmacaoUsuarioPathIdMax = 9007199254740991;

export const EnviaEmailConfirmacaoUsuarioParams = zod.object({
  id: zod.coerce.number().int().min(1).max(enviaEmailConfirmacaoUsuarioPathIdMax),
});

export const EnviaEmailConfirmacaoUsuarioResponse = zod.void();

/**
 * Vínculos usuário-cliente; a pesquisa (filtros) atende nome e e-mail do usuário e nome do servidor.
 * @summary Lista os usuários vinculados a um cliente
 */
export const listaUsuariosPorEmpresaPathEmpresaIdMax = 9007199254740991;

export const ListaUsuariosPorEmpresaParams = zod.object({
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaUsuariosPorEmpresaPathEmpresaIdMax)
    .describe('Id do cliente.'),
});

export const listaUsuariosPorEmpresaQueryLimitePaginaDefault = 10;
export const listaUsuariosPorEmpresaQueryPaginaDefault = 1;

export const listaUsuariosPorEmpresaQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');

export const ListaUsuariosPorEmpresaQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaUsuariosPorEmpresaQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaUsuariosPorEmpresaQueryPaginaDefault)
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
    .regex(listaUsuariosPorEmpresaQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
});

export const listaUsuariosPorEmpresaResponseOneTotalItensMin = 0;

export const listaUsuariosPorEmpresaResponseOneTotalPaginasMin = 0;

export const listaUsuariosPorEmpresaResponseTwoItemsItemIdMax = 9007199254740991;

export const listaUsuariosPorEmpresaResponseTwoItemsItemUsuarioIdMax = 9007199254740991;

export const listaUsuariosPorEmpresaResponseTwoItemsItemUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaUsuariosPorEmpresaResponseTwoItemsItemServidorOneIdMax = 9007199254740991;

export const ListaUsuariosPorEmpresaResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaUsuariosPorEmpresaResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaUsuariosPorEmpresaResponseOneTotalPaginasMin)
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
            id: zod
              .int()
              .min(1)
              .max(listaUsuariosPorEmpresaResponseTwoItemsItemIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            ativo: zod.boolean(),
            emailConfirmado: zod.boolean(),
            usuario: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(listaUsuariosPorEmpresaResponseTwoItemsItemUsuarioIdMax)
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
                        listaUsuariosPorEmpresaResponseTwoItemsItemUsuarioAvatarUrlOneRegExp,
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
            servidor: zod.union([
              zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaUsuariosPorEmpresaResponseTwoItemsItemServidorOneIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().optional(),
                  descricao: zod.string().optional(),
                })
                .describe('Referência a outro registro (id e um rótulo).'),
              zod.null(),
            ]),
          })
          .describe(
            'Vínculo de um usuário com um cliente. `ativo` é a situação do vínculo (ativar/inativar com o cabeçalho empresaId); `servidor` é o servidor alternativo do usuário nesse cliente (nulo = usa o servidor do cliente).',
          ),
      ),
    }),
  );

/**
 * Servidor inexistente ou inativo responde 400. A interface mostra "Servidor atualizado com sucesso".
 * @summary Define o servidor alternativo do usuário no cliente
 */
export const alteraServidorUsuarioEmpresaPathIdMax = 9007199254740991;

export const AlteraServidorUsuarioEmpresaParams = zod.object({
  id: zod.coerce
    .number()
    .int()
    .min(1)
    .max(alteraServidorUsuarioEmpresaPathIdMax)
    .describe('Id do vínculo usuário-cliente (UsuarioEmpresa.id).'),
});

export const alteraServidorUsuarioEmpresaBodyServidorIdMax = 9007199254740991;

export const AlteraServidorUsuarioEmpresaBody = zod
  .object({
    servidorId: zod
      .int()
      .min(1)
      .max(alteraServidorUsuarioEmpresaBodyServidorIdMax)
      .describe(
        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
      ),
  })
  .describe('Servidor alternativo do usuário no cliente (só servidores ativos).');

export const alteraServidorUsuarioEmpresaResponseIdMax = 9007199254740991;

export const alteraServidorUsuarioEmpresaResponseUsuarioIdMax = 9007199254740991;

export const alteraServidorUsuarioEmpresaResponseUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraServidorUsuarioEmpresaResponseServidorOneIdMax = 9007199254740991;

export const AlteraServidorUsuarioEmpresaResponse = zod
  .object({
    id: zod
      .int()
      .min(1)
      .max(alteraServidorUsuarioEmpresaResponseIdMax)
      .describe(
        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
      ),
    ativo: zod.boolean(),
    emailConfirmado: zod.boolean(),
    usuario: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(alteraServidorUsuarioEmpresaResponseUsuarioIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        nome: zod.string(),
        email: zod.email().optional(),
        avatarUrl: zod
          .union([
            zod
              .stringFormat('uri-reference', alteraServidorUsuarioEmpresaResponseUsuarioAvatarUrlOneRegExp)
              .describe(
                'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
              ),
            zod.null(),
          ])
          .optional()
          .describe('Avatar do usuário; nulo sem avatar.'),
      })
      .describe('Usuário resumido, usado em auditoria e referências.'),
    servidor: zod.union([
      zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraServidorUsuarioEmpresaResponseServidorOneIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Referência a outro registro (id e um rótulo).'),
      zod.null(),
    ]),
  })
  .describe(
    'Vínculo de um usuário com um cliente. `ativo` é a situação do vínculo (ativar/inativar com o cabeçalho empresaId); `servidor` é o servidor alternativo do usuário nesse cliente (nulo = usa o servidor do cliente).',
  );

/**
 * O usuário volta a usar o servidor do cliente (servidor nulo).
 * @summary Remove o servidor alternativo do usuário no cliente
 */
export const removeServidorUsuarioEmpresaPathIdMax = 9007199254740991;

export const RemoveServidorUsuarioEmpresaParams = zod.object({
  id: zod.coerce
    .number()
    .int()
    .min(1)
    .max(removeServidorUsuarioEmpresaPathIdMax)
    .describe('Id do vínculo usuário-cliente (UsuarioEmpresa.id).'),
});

export const removeServidorUsuarioEmpresaResponseIdMax = 9007199254740991;

export const removeServidorUsuarioEmpresaResponseUsuarioIdMax = 9007199254740991;

export const removeServidorUsuarioEmpresaResponseUsuarioAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const removeServidorUsuarioEmpresaResponseServidorOneIdMax = 9007199254740991;

export const RemoveServidorUsuarioEmpresaResponse = zod
  .object({
    id: zod
      .int()
      .min(1)
      .max(removeServidorUsuarioEmpresaResponseIdMax)
      .describe(
        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
      ),
    ativo: zod.boolean(),
    emailConfirmado: zod.boolean(),
    usuario: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(removeServidorUsuarioEmpresaResponseUsuarioIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        nome: zod.string(),
        email: zod.email().optional(),
        avatarUrl: zod
          .union([
            zod
              .stringFormat('uri-reference', removeServidorUsuarioEmpresaResponseUsuarioAvatarUrlOneRegExp)
              .describe(
                'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
              ),
            zod.null(),
          ])
          .optional()
          .describe('Avatar do usuário; nulo sem avatar.'),
      })
      .describe('Usuário resumido, usado em auditoria e referências.'),
    servidor: zod.union([
      zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(removeServidorUsuarioEmpresaResponseServidorOneIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Referência a outro registro (id e um rótulo).'),
      zod.null(),
    ]),
  })
  .describe(
    'Vínculo de um usuário com um cliente. `ativo` é a situação do vínculo (ativar/inativar com o cabeçalho empresaId); `servidor` é o servidor alternativo do usuário nesse cliente (nulo = usa o servidor do cliente).',
  );
