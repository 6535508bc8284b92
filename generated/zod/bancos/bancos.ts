/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista bancos
 */
export const listaBancosQueryLimitePaginaDefault = 10;
export const listaBancosQueryPaginaDefault = 1;

export const listaBancosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaBancosQueryCodigoRegExp = new RegExp('^[0-9]{3}$');

export const ListaBancosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaBancosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaBancosQueryPaginaDefault)
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
    .regex(listaBancosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  codigo: zod
    .string()
    .regex(listaBancosQueryCodigoRegExp)
    .optional()
    .describe('Código COMPE exato (3 dígitos).'),
});

export const listaBancosResponseOneTotalItensMin = 0;

export const listaBancosResponseOneTotalPaginasMin = 0;

export const listaBancosResponseTwoItemsItemOneCodigoRegExp = new RegExp('^[0-9]{3}$');
export const listaBancosResponseTwoItemsItemOneNomeMax = 120;

export const listaBancosResponseTwoItemsItemOneIspbRegExp = new RegExp('^[0-9]{8}$');
export const listaBancosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaBancosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaBancosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaBancosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaBancosResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaBancosResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaBancosResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaBancosResponseOneTotalPaginasMin)
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
              .regex(listaBancosResponseTwoItemsItemOneCodigoRegExp)
              .describe('Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).'),
            nome: zod
              .string()
              .min(1)
              .max(listaBancosResponseTwoItemsItemOneNomeMax)
              .describe('Nome do banco (gravado em maiúsculas).'),
            ispb: zod
              .string()
              .regex(listaBancosResponseTwoItemsItemOneIspbRegExp)
              .describe(
                'Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).',
              ),
          })
          .describe('Dados de banco enviados na criação e na alteração.')
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
                          .max(listaBancosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaBancosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaBancosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaBancosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaBancosResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria banco
 */
export const criaBancoBodyCodigoRegExp = new RegExp('^[0-9]{3}$');
export const criaBancoBodyNomeMax = 120;

export const criaBancoBodyIspbRegExp = new RegExp('^[0-9]{8}$');

export const CriaBancoBody = zod
  .object({
    codigo: zod
      .string()
      .regex(criaBancoBodyCodigoRegExp)
      .describe('Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).'),
    nome: zod.string().min(1).max(criaBancoBodyNomeMax).describe('Nome do banco (gravado em maiúsculas).'),
    ispb: zod
      .string()
      .regex(criaBancoBodyIspbRegExp)
      .describe('Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).'),
  })
  .describe('Dados de banco enviados na criação e na alteração.');

export const criaBancoResponseOneCodigoRegExp = new RegExp('^[0-9]{3}$');
export const criaBancoResponseOneNomeMax = 120;

export const criaBancoResponseOneIspbRegExp = new RegExp('^[0-9]{8}$');
export const criaBancoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaBancoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaBancoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaBancoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaBancoResponseThreeIdMax = 9007199254740991;

export const CriaBancoResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(criaBancoResponseOneCodigoRegExp)
      .describe('Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).'),
    nome: zod
      .string()
      .min(1)
      .max(criaBancoResponseOneNomeMax)
      .describe('Nome do banco (gravado em maiúsculas).'),
    ispb: zod
      .string()
      .regex(criaBancoResponseOneIspbRegExp)
      .describe('Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).'),
  })
  .describe('Dados de banco enviados na criação e na alteração.')
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
                  .max(criaBancoResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaBancoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaBancoResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaBancoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaBancoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca banco por id
 */
export const buscaBancoPathIdMax = 9007199254740991;

export const BuscaBancoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaBancoPathIdMax),
});

export const buscaBancoResponseOneCodigoRegExp = new RegExp('^[0-9]{3}$');
export const buscaBancoResponseOneNomeMax = 120;

export const buscaBancoResponseOneIspbRegExp = new RegExp('^[0-9]{8}$');
export const buscaBancoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaBancoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaBancoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaBancoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaBancoResponseThreeIdMax = 9007199254740991;

export const BuscaBancoResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(buscaBancoResponseOneCodigoRegExp)
      .describe('Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).'),
    nome: zod
      .string()
      .min(1)
      .max(buscaBancoResponseOneNomeMax)
      .describe('Nome do banco (gravado em maiúsculas).'),
    ispb: zod
      .string()
      .regex(buscaBancoResponseOneIspbRegExp)
      .describe('Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).'),
  })
  .describe('Dados de banco enviados na criação e na alteração.')
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
                  .max(buscaBancoResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaBancoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(buscaBancoResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaBancoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(buscaBancoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera banco
 */
export const alteraBancoPathIdMax = 9007199254740991;

export const AlteraBancoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraBancoPathIdMax),
});

export const alteraBancoBodyCodigoRegExp = new RegExp('^[0-9]{3}$');
export const alteraBancoBodyNomeMax = 120;

export const alteraBancoBodyIspbRegExp = new RegExp('^[0-9]{8}$');

export const AlteraBancoBody = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraBancoBodyCodigoRegExp)
      .describe('Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).'),
    nome: zod.string().min(1).max(alteraBancoBodyNomeMax).describe('Nome do banco (gravado em maiúsculas).'),
    ispb: zod
      .string()
      .regex(alteraBancoBodyIspbRegExp)
      .describe('Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).'),
  })
  .describe('Dados de banco enviados na criação e na alteração.');

export const alteraBancoResponseOneCodigoRegExp = new RegExp('^[0-9]{3}$');
export const alteraBancoResponseOneNomeMax = 120;

export const alteraBancoResponseOneIspbRegExp = new RegExp('^[0-9]{8}$');
export const alteraBancoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraBancoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraBancoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraBancoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraBancoResponseThreeIdMax = 9007199254740991;

export const AlteraBancoResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraBancoResponseOneCodigoRegExp)
      .describe('Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).'),
    nome: zod
      .string()
      .min(1)
      .max(alteraBancoResponseOneNomeMax)
      .describe('Nome do banco (gravado em maiúsculas).'),
    ispb: zod
      .string()
      .regex(alteraBancoResponseOneIspbRegExp)
      .describe('Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).'),
  })
  .describe('Dados de banco enviados na criação e na alteração.')
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
                  .max(alteraBancoResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraBancoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraBancoResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraBancoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraBancoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta bancos em planilha Excel
 */

export const exportaExcelBancosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelBancosQueryCodigoRegExp = new RegExp('^[0-9]{3}$');
export const exportaExcelBancosQueryIdsItemMax = 9007199254740991;

export const exportaExcelBancosQueryIdsMax = 100;

export const ExportaExcelBancosQueryParams = zod.object({
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
    .regex(exportaExcelBancosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  codigo: zod
    .string()
    .regex(exportaExcelBancosQueryCodigoRegExp)
    .optional()
    .describe('Código COMPE exato (3 dígitos).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelBancosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelBancosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelBancosResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta bancos em relatório PDF
 */

export const exportaListagemBancosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemBancosQueryCodigoRegExp = new RegExp('^[0-9]{3}$');
export const exportaListagemBancosQueryIdsItemMax = 9007199254740991;

export const exportaListagemBancosQueryIdsMax = 100;

export const ExportaListagemBancosQueryParams = zod.object({
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
    .regex(exportaListagemBancosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  codigo: zod
    .string()
    .regex(exportaListagemBancosQueryCodigoRegExp)
    .optional()
    .describe('Código COMPE exato (3 dígitos).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemBancosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemBancosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemBancosResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de bancos
 */
export const buscaColunasUsuarioBancosResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioBancosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioBancosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de bancos
 */
export const alteraColunasUsuarioBancosBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioBancosBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioBancosBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioBancosResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioBancosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioBancosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});
