/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista NCMs
 */
export const listaNcmsQueryLimitePaginaDefault = 10;
export const listaNcmsQueryPaginaDefault = 1;

export const listaNcmsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaNcmsQueryPrefixoCodigoRegExp = new RegExp('^[0-9]{2,8}$');

export const ListaNcmsQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaNcmsQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaNcmsQueryPaginaDefault)
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
    .regex(listaNcmsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  prefixoCodigo: zod
    .string()
    .regex(listaNcmsQueryPrefixoCodigoRegExp)
    .optional()
    .describe(
      'Início do código, só dígitos (2 = capítulo, 4 = posição, 6 = subposição; ex. 8471), para listar um ramo da tabela.',
    ),
});

export const listaNcmsResponseOneTotalItensMin = 0;

export const listaNcmsResponseOneTotalPaginasMin = 0;

export const listaNcmsResponseTwoItemsItemOneCodigoRegExp = new RegExp('^[0-9]{8}$');
export const listaNcmsResponseTwoItemsItemOneDescricaoMax = 1000;

export const listaNcmsResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaNcmsResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaNcmsResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaNcmsResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaNcmsResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaNcmsResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaNcmsResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaNcmsResponseOneTotalPaginasMin)
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
              .regex(listaNcmsResponseTwoItemsItemOneCodigoRegExp)
              .describe(
                'Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(listaNcmsResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição da mercadoria na tabela NCM (gravada em maiúsculas).'),
          })
          .describe('Dados de NCM enviados na criação e na alteração.')
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
                          .max(listaNcmsResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaNcmsResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaNcmsResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaNcmsResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaNcmsResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria NCM
 */
export const criaNcmBodyCodigoRegExp = new RegExp('^[0-9]{8}$');
export const criaNcmBodyDescricaoMax = 1000;

export const CriaNcmBody = zod
  .object({
    codigo: zod
      .string()
      .regex(criaNcmBodyCodigoRegExp)
      .describe(
        'Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaNcmBodyDescricaoMax)
      .describe('Descrição da mercadoria na tabela NCM (gravada em maiúsculas).'),
  })
  .describe('Dados de NCM enviados na criação e na alteração.');

export const criaNcmResponseOneCodigoRegExp = new RegExp('^[0-9]{8}$');
export const criaNcmResponseOneDescricaoMax = 1000;

export const criaNcmResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaNcmResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaNcmResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaNcmResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaNcmResponseThreeIdMax = 9007199254740991;

export const CriaNcmResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(criaNcmResponseOneCodigoRegExp)
      .describe(
        'Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaNcmResponseOneDescricaoMax)
      .describe('Descrição da mercadoria na tabela NCM (gravada em maiúsculas).'),
  })
  .describe('Dados de NCM enviados na criação e na alteração.')
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
                  .max(criaNcmResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaNcmResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaNcmResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaNcmResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaNcmResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca NCM por id
 */
export const buscaNcmPathIdMax = 9007199254740991;

export const BuscaNcmParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaNcmPathIdMax),
});

export const buscaNcmResponseOneCodigoRegExp = new RegExp('^[0-9]{8}$');
export const buscaNcmResponseOneDescricaoMax = 1000;

export const buscaNcmResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaNcmResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const buscaNcmResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaNcmResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const buscaNcmResponseThreeIdMax = 9007199254740991;

export const BuscaNcmResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(buscaNcmResponseOneCodigoRegExp)
      .describe(
        'Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(buscaNcmResponseOneDescricaoMax)
      .describe('Descrição da mercadoria na tabela NCM (gravada em maiúsculas).'),
  })
  .describe('Dados de NCM enviados na criação e na alteração.')
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
                  .max(buscaNcmResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaNcmResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(buscaNcmResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaNcmResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(buscaNcmResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera NCM
 */
export const alteraNcmPathIdMax = 9007199254740991;

export const AlteraNcmParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraNcmPathIdMax),
});

export const alteraNcmBodyCodigoRegExp = new RegExp('^[0-9]{8}$');
export const alteraNcmBodyDescricaoMax = 1000;

export const AlteraNcmBody = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraNcmBodyCodigoRegExp)
      .describe(
        'Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraNcmBodyDescricaoMax)
      .describe('Descrição da mercadoria na tabela NCM (gravada em maiúsculas).'),
  })
  .describe('Dados de NCM enviados na criação e na alteração.');

export const alteraNcmResponseOneCodigoRegExp = new RegExp('^[0-9]{8}$');
export const alteraNcmResponseOneDescricaoMax = 1000;

export const alteraNcmResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraNcmResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraNcmResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraNcmResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraNcmResponseThreeIdMax = 9007199254740991;

export const AlteraNcmResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraNcmResponseOneCodigoRegExp)
      .describe(
        'Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraNcmResponseOneDescricaoMax)
      .describe('Descrição da mercadoria na tabela NCM (gravada em maiúsculas).'),
  })
  .describe('Dados de NCM enviados na criação e na alteração.')
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
                  .max(alteraNcmResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', alteraNcmResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(alteraNcmResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', alteraNcmResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(alteraNcmResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta NCMs em planilha Excel
 */

export const exportaExcelNcmsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelNcmsQueryPrefixoCodigoRegExp = new RegExp('^[0-9]{2,8}$');
export const exportaExcelNcmsQueryIdsItemMax = 9007199254740991;

export const exportaExcelNcmsQueryIdsMax = 100;

export const ExportaExcelNcmsQueryParams = zod.object({
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
    .regex(exportaExcelNcmsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  prefixoCodigo: zod
    .string()
    .regex(exportaExcelNcmsQueryPrefixoCodigoRegExp)
    .optional()
    .describe(
      'Início do código, só dígitos (2 = capítulo, 4 = posição, 6 = subposição; ex. 8471), para listar um ramo da tabela.',
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelNcmsQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelNcmsQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelNcmsResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta NCMs em relatório PDF
 */

export const exportaListagemNcmsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemNcmsQueryPrefixoCodigoRegExp = new RegExp('^[0-9]{2,8}$');
export const exportaListagemNcmsQueryIdsItemMax = 9007199254740991;

export const exportaListagemNcmsQueryIdsMax = 100;

export const ExportaListagemNcmsQueryParams = zod.object({
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
    .regex(exportaListagemNcmsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  prefixoCodigo: zod
    .string()
    .regex(exportaListagemNcmsQueryPrefixoCodigoRegExp)
    .optional()
    .describe(
      'Início do código, só dígitos (2 = capítulo, 4 = posição, 6 = subposição; ex. 8471), para listar um ramo da tabela.',
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemNcmsQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemNcmsQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemNcmsResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de NCMs
 */
export const buscaColunasUsuarioNcmsResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioNcmsResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioNcmsResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de NCMs
 */
export const alteraColunasUsuarioNcmsBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioNcmsBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioNcmsBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioNcmsResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioNcmsResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioNcmsResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de NCMs
 */
export const ExportaPlanilhaModeloNcmsResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de NCMs (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_NCMS cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa NCMs de planilha
 */
export const importaNcmsBodyIdEventoMax = 100;

export const ImportaNcmsBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaNcmsBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaNcmsResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');
