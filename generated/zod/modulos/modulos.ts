/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista módulos
 */
export const listaModulosQueryLimitePaginaDefault = 10;
export const listaModulosQueryPaginaDefault = 1;

export const listaModulosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaModulosQueryValorMinimoMin = 0;

export const listaModulosQueryValorMaximoMin = 0;

export const ListaModulosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaModulosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaModulosQueryPaginaDefault)
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
    .regex(listaModulosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(listaModulosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(listaModulosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
});

export const listaModulosResponseOneTotalItensMin = 0;

export const listaModulosResponseOneTotalPaginasMin = 0;

export const listaModulosResponseTwoItemsItemOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const listaModulosResponseTwoItemsItemOneDescricaoMax = 120;

export const listaModulosResponseTwoItemsItemOneValorMin = 0;

export const listaModulosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaModulosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaModulosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaModulosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaModulosResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaModulosResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaModulosResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaModulosResponseOneTotalPaginasMin)
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
            codigo: zod
              .string()
              .regex(listaModulosResponseTwoItemsItemOneCodigoRegExp)
              .describe(
                'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(listaModulosResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição do módulo (gravada em maiúsculas).'),
            valor: zod
              .number()
              .min(listaModulosResponseTwoItemsItemOneValorMin)
              .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Dados de módulo do sistema enviados na criação e na alteração.')
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
                          .max(listaModulosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaModulosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaModulosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaModulosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaModulosResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria módulo
 */
export const criaModuloBodyCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const criaModuloBodyDescricaoMax = 120;

export const criaModuloBodyValorMin = 0;

export const CriaModuloBody = zod
  .object({
    codigo: zod
      .string()
      .regex(criaModuloBodyCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaModuloBodyDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(criaModuloBodyValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.');

export const criaModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const criaModuloResponseOneDescricaoMax = 120;

export const criaModuloResponseOneValorMin = 0;

export const criaModuloResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaModuloResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaModuloResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaModuloResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaModuloResponseThreeIdMax = 9007199254740991;

export const CriaModuloResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(criaModuloResponseOneCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaModuloResponseOneDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(criaModuloResponseOneValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.')
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
                  .max(criaModuloResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaModuloResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaModuloResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaModuloResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaModuloResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca módulo por id
 */
export const buscaModuloPathIdMax = 9007199254740991;

export const BuscaModuloParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaModuloPathIdMax),
});

export const buscaModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const buscaModuloResponseOneDescricaoMax = 120;

export const buscaModuloResponseOneValorMin = 0;

export const buscaModuloResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaModuloResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaModuloResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaModuloResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaModuloResponseThreeIdMax = 9007199254740991;

export const BuscaModuloResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(buscaModuloResponseOneCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(buscaModuloResponseOneDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(buscaModuloResponseOneValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.')
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
                  .max(buscaModuloResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaModuloResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaModuloResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaModuloResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaModuloResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera módulo
 */
export const alteraModuloPathIdMax = 9007199254740991;

export const AlteraModuloParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraModuloPathIdMax),
});

export const alteraModuloBodyCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraModuloBodyDescricaoMax = 120;

export const alteraModuloBodyValorMin = 0;

export const AlteraModuloBody = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraModuloBodyCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraModuloBodyDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(alteraModuloBodyValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.');

export const alteraModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraModuloResponseOneDescricaoMax = 120;

export const alteraModuloResponseOneValorMin = 0;

export const alteraModuloResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraModuloResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraModuloResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraModuloResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraModuloResponseThreeIdMax = 9007199254740991;

export const AlteraModuloResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraModuloResponseOneCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraModuloResponseOneDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(alteraModuloResponseOneValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.')
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
                  .max(alteraModuloResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraModuloResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraModuloResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraModuloResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraModuloResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta módulos em planilha Excel
 */

export const exportaExcelModulosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelModulosQueryValorMinimoMin = 0;

export const exportaExcelModulosQueryValorMaximoMin = 0;

export const exportaExcelModulosQueryIdsItemMax = 9007199254740991;

export const exportaExcelModulosQueryIdsMax = 100;

export const ExportaExcelModulosQueryParams = zod.object({
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
    .regex(exportaExcelModulosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(exportaExcelModulosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(exportaExcelModulosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelModulosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelModulosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelModulosResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta módulos em relatório PDF
 */

export const exportaListagemModulosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemModulosQueryValorMinimoMin = 0;

export const exportaListagemModulosQueryValorMaximoMin = 0;

export const exportaListagemModulosQueryIdsItemMax = 9007199254740991;

export const exportaListagemModulosQueryIdsMax = 100;

export const ExportaListagemModulosQueryParams = zod.object({
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
    .regex(exportaListagemModulosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(exportaListagemModulosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(exportaListagemModulosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemModulosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemModulosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemModulosResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de módulos
 */
export const buscaColunasUsuarioModulosResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioModulosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioModulosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de módulos
 */
export const alteraColunasUsuarioModulosBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioModulosBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioModulosBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioModulosResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioModulosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioModulosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});
