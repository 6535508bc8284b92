/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista países
 */
export const listaPaisesQueryLimitePaginaDefault = 10;
export const listaPaisesQueryPaginaDefault = 1;

export const listaPaisesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaPaisesQuerySiglaRegExp = new RegExp('^[A-Z]{2}$');

export const ListaPaisesQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaPaisesQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaPaisesQueryPaginaDefault)
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
    .regex(listaPaisesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  sigla: zod
    .string()
    .regex(listaPaisesQuerySiglaRegExp)
    .optional()
    .describe('Sigla ISO alfa-2 exata (ex. BR).'),
});

export const listaPaisesResponseOneTotalItensMin = 0;

export const listaPaisesResponseOneTotalPaginasMin = 0;

export const listaPaisesResponseTwoItemsItemOneNomeMax = 120;

export const listaPaisesResponseTwoItemsItemOneCodigoBacenRegExp = new RegExp('^[0-9]{4}$');
export const listaPaisesResponseTwoItemsItemOneSiglaRegExp = new RegExp('^[A-Z]{2}$');
export const listaPaisesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaPaisesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPaisesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaPaisesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPaisesResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaPaisesResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaPaisesResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaPaisesResponseOneTotalPaginasMin)
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
              .max(listaPaisesResponseTwoItemsItemOneNomeMax)
              .describe('Nome do país em português (gravado em maiúsculas).'),
            codigoBacen: zod
              .string()
              .regex(listaPaisesResponseTwoItemsItemOneCodigoBacenRegExp)
              .describe(
                'Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.',
              ),
            sigla: zod
              .string()
              .regex(listaPaisesResponseTwoItemsItemOneSiglaRegExp)
              .describe('Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).'),
          })
          .describe('Dados de país enviados na criação e na alteração.')
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
                          .max(listaPaisesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaPaisesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaPaisesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaPaisesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaPaisesResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria país
 */
export const criaPaisBodyNomeMax = 120;

export const criaPaisBodyCodigoBacenRegExp = new RegExp('^[0-9]{4}$');
export const criaPaisBodySiglaRegExp = new RegExp('^[A-Z]{2}$');

export const CriaPaisBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaPaisBodyNomeMax)
      .describe('Nome do país em português (gravado em maiúsculas).'),
    codigoBacen: zod
      .string()
      .regex(criaPaisBodyCodigoBacenRegExp)
      .describe(
        'Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.',
      ),
    sigla: zod
      .string()
      .regex(criaPaisBodySiglaRegExp)
      .describe('Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).'),
  })
  .describe('Dados de país enviados na criação e na alteração.');

export const criaPaisResponseOneNomeMax = 120;

export const criaPaisResponseOneCodigoBacenRegExp = new RegExp('^[0-9]{4}$');
export const criaPaisResponseOneSiglaRegExp = new RegExp('^[A-Z]{2}$');
export const criaPaisResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaPaisResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaPaisResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaPaisResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaPaisResponseThreeIdMax = 9007199254740991;

export const CriaPaisResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaPaisResponseOneNomeMax)
      .describe('Nome do país em português (gravado em maiúsculas).'),
    codigoBacen: zod
      .string()
      .regex(criaPaisResponseOneCodigoBacenRegExp)
      .describe(
        'Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.',
      ),
    sigla: zod
      .string()
      .regex(criaPaisResponseOneSiglaRegExp)
      .describe('Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).'),
  })
  .describe('Dados de país enviados na criação e na alteração.')
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
                  .max(criaPaisResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaPaisResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaPaisResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaPaisResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaPaisResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca país por id
 */
export const buscaPaisPathIdMax = 9007199254740991;

export const BuscaPaisParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaPaisPathIdMax),
});

export const buscaPaisResponseOneNomeMax = 120;

export const buscaPaisResponseOneCodigoBacenRegExp = new RegExp('^[0-9]{4}$');
export const buscaPaisResponseOneSiglaRegExp = new RegExp('^[A-Z]{2}$');
export const buscaPaisResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaPaisResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPaisResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaPaisResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPaisResponseThreeIdMax = 9007199254740991;

export const BuscaPaisResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(buscaPaisResponseOneNomeMax)
      .describe('Nome do país em português (gravado em maiúsculas).'),
    codigoBacen: zod
      .string()
      .regex(buscaPaisResponseOneCodigoBacenRegExp)
      .describe(
        'Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.',
      ),
    sigla: zod
      .string()
      .regex(buscaPaisResponseOneSiglaRegExp)
      .describe('Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).'),
  })
  .describe('Dados de país enviados na criação e na alteração.')
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
                  .max(buscaPaisResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaPaisResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(buscaPaisResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaPaisResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(buscaPaisResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera país
 */
export const alteraPaisPathIdMax = 9007199254740991;

export const AlteraPaisParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraPaisPathIdMax),
});

export const alteraPaisBodyNomeMax = 120;

export const alteraPaisBodyCodigoBacenRegExp = new RegExp('^[0-9]{4}$');
export const alteraPaisBodySiglaRegExp = new RegExp('^[A-Z]{2}$');

export const AlteraPaisBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraPaisBodyNomeMax)
      .describe('Nome do país em português (gravado em maiúsculas).'),
    codigoBacen: zod
      .string()
      .regex(alteraPaisBodyCodigoBacenRegExp)
      .describe(
        'Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.',
      ),
    sigla: zod
      .string()
      .regex(alteraPaisBodySiglaRegExp)
      .describe('Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).'),
  })
  .describe('Dados de país enviados na criação e na alteração.');

export const alteraPaisResponseOneNomeMax = 120;

export const alteraPaisResponseOneCodigoBacenRegExp = new RegExp('^[0-9]{4}$');
export const alteraPaisResponseOneSiglaRegExp = new RegExp('^[A-Z]{2}$');
export const alteraPaisResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraPaisResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPaisResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraPaisResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPaisResponseThreeIdMax = 9007199254740991;

export const AlteraPaisResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraPaisResponseOneNomeMax)
      .describe('Nome do país em português (gravado em maiúsculas).'),
    codigoBacen: zod
      .string()
      .regex(alteraPaisResponseOneCodigoBacenRegExp)
      .describe(
        'Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.',
      ),
    sigla: zod
      .string()
      .regex(alteraPaisResponseOneSiglaRegExp)
      .describe('Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).'),
  })
  .describe('Dados de país enviados na criação e na alteração.')
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
                  .max(alteraPaisResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', alteraPaisResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(alteraPaisResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', alteraPaisResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(alteraPaisResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta países em planilha Excel
 */

export const exportaExcelPaisesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelPaisesQuerySiglaRegExp = new RegExp('^[A-Z]{2}$');
export const exportaExcelPaisesQueryIdsItemMax = 9007199254740991;

export const exportaExcelPaisesQueryIdsMax = 100;

export const ExportaExcelPaisesQueryParams = zod.object({
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
    .regex(exportaExcelPaisesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  sigla: zod
    .string()
    .regex(exportaExcelPaisesQuerySiglaRegExp)
    .optional()
    .describe('Sigla ISO alfa-2 exata (ex. BR).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelPaisesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelPaisesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelPaisesResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta países em relatório PDF
 */

export const exportaListagemPaisesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemPaisesQuerySiglaRegExp = new RegExp('^[A-Z]{2}$');
export const exportaListagemPaisesQueryIdsItemMax = 9007199254740991;

export const exportaListagemPaisesQueryIdsMax = 100;

export const ExportaListagemPaisesQueryParams = zod.object({
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
    .regex(exportaListagemPaisesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  sigla: zod
    .string()
    .regex(exportaListagemPaisesQuerySiglaRegExp)
    .optional()
    .describe('Sigla ISO alfa-2 exata (ex. BR).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemPaisesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemPaisesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemPaisesResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de países
 */
export const buscaColunasUsuarioPaisesResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioPaisesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioPaisesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de países
 */
export const alteraColunasUsuarioPaisesBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPaisesBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPaisesBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioPaisesResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPaisesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPaisesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de países
 */
export const ExportaPlanilhaModeloPaisesResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de países (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_PAISES cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa países de planilha
 */
export const importaPaisesBodyIdEventoMax = 100;

export const ImportaPaisesBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaPaisesBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaPaisesResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');
