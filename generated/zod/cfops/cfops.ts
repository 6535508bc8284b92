/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista CFOPs
 */
export const listaCfopsQueryLimitePaginaDefault = 10;
export const listaCfopsQueryPaginaDefault = 1;

export const listaCfopsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaCfopsQueryCodigoInicialRegExp = new RegExp('^[123567]$');

export const ListaCfopsQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaCfopsQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaCfopsQueryPaginaDefault)
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
    .regex(listaCfopsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  tipo: zod.enum(['ENTRADA', 'SAIDA']).optional().describe('Natureza da operação (ENTRADA ou SAIDA).'),
  codigoInicial: zod
    .string()
    .regex(listaCfopsQueryCodigoInicialRegExp)
    .optional()
    .describe('Primeiro dígito do código (1, 2, 3 = entradas; 5, 6, 7 = saídas), para filtrar por grupo.'),
});

export const listaCfopsResponseOneTotalItensMin = 0;

export const listaCfopsResponseOneTotalPaginasMin = 0;

export const listaCfopsResponseTwoItemsItemOneCodigoRegExp = new RegExp('^[123567][0-9]{3}$');
export const listaCfopsResponseTwoItemsItemOneDescricaoMax = 1000;

export const listaCfopsResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaCfopsResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaCfopsResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaCfopsResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaCfopsResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaCfopsResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaCfopsResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaCfopsResponseOneTotalPaginasMin)
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
              .regex(listaCfopsResponseTwoItemsItemOneCodigoRegExp)
              .describe(
                'Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(listaCfopsResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição oficial da operação (gravada em maiúsculas).'),
            tipo: zod
              .enum(['ENTRADA', 'SAIDA'])
              .describe(
                'Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).',
              ),
          })
          .describe(
            'Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.',
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
                          .max(listaCfopsResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaCfopsResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaCfopsResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaCfopsResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaCfopsResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria CFOP
 */
export const criaCfopBodyCodigoRegExp = new RegExp('^[123567][0-9]{3}$');
export const criaCfopBodyDescricaoMax = 1000;

export const CriaCfopBody = zod
  .object({
    codigo: zod
      .string()
      .regex(criaCfopBodyCodigoRegExp)
      .describe(
        'Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaCfopBodyDescricaoMax)
      .describe('Descrição oficial da operação (gravada em maiúsculas).'),
    tipo: zod
      .enum(['ENTRADA', 'SAIDA'])
      .describe(
        'Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).',
      ),
  })
  .describe(
    'Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.',
  );

export const criaCfopResponseOneCodigoRegExp = new RegExp('^[123567][0-9]{3}$');
export const criaCfopResponseOneDescricaoMax = 1000;

export const criaCfopResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaCfopResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaCfopResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaCfopResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaCfopResponseThreeIdMax = 9007199254740991;

export const CriaCfopResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(criaCfopResponseOneCodigoRegExp)
      .describe(
        'Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaCfopResponseOneDescricaoMax)
      .describe('Descrição oficial da operação (gravada em maiúsculas).'),
    tipo: zod
      .enum(['ENTRADA', 'SAIDA'])
      .describe(
        'Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).',
      ),
  })
  .describe(
    'Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.',
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
                  .max(criaCfopResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaCfopResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaCfopResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaCfopResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaCfopResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca CFOP por id
 */
export const buscaCfopPathIdMax = 9007199254740991;

export const BuscaCfopParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaCfopPathIdMax),
});

export const buscaCfopResponseOneCodigoRegExp = new RegExp('^[123567][0-9]{3}$');
export const buscaCfopResponseOneDescricaoMax = 1000;

export const buscaCfopResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaCfopResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaCfopResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaCfopResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaCfopResponseThreeIdMax = 9007199254740991;

export const BuscaCfopResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(buscaCfopResponseOneCodigoRegExp)
      .describe(
        'Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(buscaCfopResponseOneDescricaoMax)
      .describe('Descrição oficial da operação (gravada em maiúsculas).'),
    tipo: zod
      .enum(['ENTRADA', 'SAIDA'])
      .describe(
        'Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).',
      ),
  })
  .describe(
    'Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.',
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
                  .max(buscaCfopResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaCfopResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(buscaCfopResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaCfopResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(buscaCfopResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera CFOP
 */
export const alteraCfopPathIdMax = 9007199254740991;

export const AlteraCfopParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraCfopPathIdMax),
});

export const alteraCfopBodyCodigoRegExp = new RegExp('^[123567][0-9]{3}$');
export const alteraCfopBodyDescricaoMax = 1000;

export const AlteraCfopBody = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraCfopBodyCodigoRegExp)
      .describe(
        'Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraCfopBodyDescricaoMax)
      .describe('Descrição oficial da operação (gravada em maiúsculas).'),
    tipo: zod
      .enum(['ENTRADA', 'SAIDA'])
      .describe(
        'Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).',
      ),
  })
  .describe(
    'Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.',
  );

export const alteraCfopResponseOneCodigoRegExp = new RegExp('^[123567][0-9]{3}$');
export const alteraCfopResponseOneDescricaoMax = 1000;

export const alteraCfopResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraCfopResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraCfopResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraCfopResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraCfopResponseThreeIdMax = 9007199254740991;

export const AlteraCfopResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraCfopResponseOneCodigoRegExp)
      .describe(
        'Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraCfopResponseOneDescricaoMax)
      .describe('Descrição oficial da operação (gravada em maiúsculas).'),
    tipo: zod
      .enum(['ENTRADA', 'SAIDA'])
      .describe(
        'Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).',
      ),
  })
  .describe(
    'Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.',
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
                  .max(alteraCfopResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', alteraCfopResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(alteraCfopResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', alteraCfopResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(alteraCfopResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta CFOPs em planilha Excel
 */

export const exportaExcelCfopsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelCfopsQueryCodigoInicialRegExp = new RegExp('^[123567]$');
export const exportaExcelCfopsQueryIdsItemMax = 9007199254740991;

export const exportaExcelCfopsQueryIdsMax = 100;

export const ExportaExcelCfopsQueryParams = zod.object({
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
    .regex(exportaExcelCfopsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  tipo: zod.enum(['ENTRADA', 'SAIDA']).optional().describe('Natureza da operação (ENTRADA ou SAIDA).'),
  codigoInicial: zod
    .string()
    .regex(exportaExcelCfopsQueryCodigoInicialRegExp)
    .optional()
    .describe('Primeiro dígito do código (1, 2, 3 = entradas; 5, 6, 7 = saídas), para filtrar por grupo.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelCfopsQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelCfopsQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelCfopsResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta CFOPs em relatório PDF
 */

export const exportaListagemCfopsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemCfopsQueryCodigoInicialRegExp = new RegExp('^[123567]$');
export const exportaListagemCfopsQueryIdsItemMax = 9007199254740991;

export const exportaListagemCfopsQueryIdsMax = 100;

export const ExportaListagemCfopsQueryParams = zod.object({
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
    .regex(exportaListagemCfopsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  tipo: zod.enum(['ENTRADA', 'SAIDA']).optional().describe('Natureza da operação (ENTRADA ou SAIDA).'),
  codigoInicial: zod
    .string()
    .regex(exportaListagemCfopsQueryCodigoInicialRegExp)
    .optional()
    .describe('Primeiro dígito do código (1, 2, 3 = entradas; 5, 6, 7 = saídas), para filtrar por grupo.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemCfopsQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemCfopsQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemCfopsResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de CFOPs
 */
export const buscaColunasUsuarioCfopsResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioCfopsResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioCfopsResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de CFOPs
 */
export const alteraColunasUsuarioCfopsBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioCfopsBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioCfopsBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioCfopsResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioCfopsResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioCfopsResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de CFOPs
 */
export const ExportaPlanilhaModeloCfopsResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de CFOPs (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_CFOPS cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa CFOPs de planilha
 */
export const importaCfopsBodyIdEventoMax = 100;

export const ImportaCfopsBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaCfopsBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaCfopsResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');
