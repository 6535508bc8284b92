/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista cidades
 */
export const listaCidadesQueryLimitePaginaDefault = 10;
export const listaCidadesQueryPaginaDefault = 1;

export const listaCidadesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');

export const ListaCidadesQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaCidadesQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaCidadesQueryPaginaDefault)
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
    .regex(listaCidadesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  uf: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional(),
});

export const listaCidadesResponseOneTotalItensMin = 0;

export const listaCidadesResponseOneTotalPaginasMin = 0;

export const listaCidadesResponseTwoItemsItemOneNomeMax = 120;

export const listaCidadesResponseTwoItemsItemOneCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');
export const listaCidadesResponseTwoItemsItemOneLatitudeMin = -90;
export const listaCidadesResponseTwoItemsItemOneLatitudeMax = 90;

export const listaCidadesResponseTwoItemsItemOneLongitudeMin = -180;
export const listaCidadesResponseTwoItemsItemOneLongitudeMax = 180;

export const listaCidadesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaCidadesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaCidadesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaCidadesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaCidadesResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaCidadesResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaCidadesResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaCidadesResponseOneTotalPaginasMin)
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
            nome: zod.string().min(1).max(listaCidadesResponseTwoItemsItemOneNomeMax),
            codigoIbge: zod
              .string()
              .regex(listaCidadesResponseTwoItemsItemOneCodigoIbgeRegExp)
              .describe(
                "Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.",
              ),
            uf: zod
              .enum([
                'AC',
                'AL',
                'AP',
                'AM',
                'BA',
                'CE',
                'DF',
                'ES',
                'GO',
                'MA',
                'MT',
                'MS',
                'MG',
                'PA',
                'PB',
                'PR',
                'PE',
                'PI',
                'RJ',
                'RN',
                'RS',
                'RO',
                'RR',
                'SC',
                'SP',
                'SE',
                'TO',
              ])
              .describe('Unidade federativa (27 UFs).'),
            latitude: zod
              .number()
              .min(listaCidadesResponseTwoItemsItemOneLatitudeMin)
              .max(listaCidadesResponseTwoItemsItemOneLatitudeMax)
              .nullish(),
            longitude: zod
              .number()
              .min(listaCidadesResponseTwoItemsItemOneLongitudeMin)
              .max(listaCidadesResponseTwoItemsItemOneLongitudeMax)
              .nullish(),
          })
          .describe('Dados de cidade enviados na criação e na alteração.')
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
                          .max(listaCidadesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaCidadesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaCidadesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaCidadesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaCidadesResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria cidade
 */
export const criaCidadeBodyNomeMax = 120;

export const criaCidadeBodyCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');
export const criaCidadeBodyLatitudeMin = -90;
export const criaCidadeBodyLatitudeMax = 90;

export const criaCidadeBodyLongitudeMin = -180;
export const criaCidadeBodyLongitudeMax = 180;

export const CriaCidadeBody = zod
  .object({
    nome: zod.string().min(1).max(criaCidadeBodyNomeMax),
    codigoIbge: zod
      .string()
      .regex(criaCidadeBodyCodigoIbgeRegExp)
      .describe(
        "Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.",
      ),
    uf: zod
      .enum([
        'AC',
        'AL',
        'AP',
        'AM',
        'BA',
        'CE',
        'DF',
        'ES',
        'GO',
        'MA',
        'MT',
        'MS',
        'MG',
        'PA',
        'PB',
        'PR',
        'PE',
        'PI',
        'RJ',
        'RN',
        'RS',
        'RO',
        'RR',
        'SC',
        'SP',
        'SE',
        'TO',
      ])
      .describe('Unidade federativa (27 UFs).'),
    latitude: zod.number().min(criaCidadeBodyLatitudeMin).max(criaCidadeBodyLatitudeMax).nullish(),
    longitude: zod.number().min(criaCidadeBodyLongitudeMin).max(criaCidadeBodyLongitudeMax).nullish(),
  })
  .describe('Dados de cidade enviados na criação e na alteração.');

export const criaCidadeResponseOneNomeMax = 120;

export const criaCidadeResponseOneCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');
export const criaCidadeResponseOneLatitudeMin = -90;
export const criaCidadeResponseOneLatitudeMax = 90;

export const criaCidadeResponseOneLongitudeMin = -180;
export const criaCidadeResponseOneLongitudeMax = 180;

export const criaCidadeResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaCidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaCidadeResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaCidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaCidadeResponseThreeIdMax = 9007199254740991;

export const CriaCidadeResponse = zod
  .object({
    nome: zod.string().min(1).max(criaCidadeResponseOneNomeMax),
    codigoIbge: zod
      .string()
      .regex(criaCidadeResponseOneCodigoIbgeRegExp)
      .describe(
        "Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.",
      ),
    uf: zod
      .enum([
        'AC',
        'AL',
        'AP',
        'AM',
        'BA',
        'CE',
        'DF',
        'ES',
        'GO',
        'MA',
        'MT',
        'MS',
        'MG',
        'PA',
        'PB',
        'PR',
        'PE',
        'PI',
        'RJ',
        'RN',
        'RS',
        'RO',
        'RR',
        'SC',
        'SP',
        'SE',
        'TO',
      ])
      .describe('Unidade federativa (27 UFs).'),
    latitude: zod
      .number()
      .min(criaCidadeResponseOneLatitudeMin)
      .max(criaCidadeResponseOneLatitudeMax)
      .nullish(),
    longitude: zod
      .number()
      .min(criaCidadeResponseOneLongitudeMin)
      .max(criaCidadeResponseOneLongitudeMax)
      .nullish(),
  })
  .describe('Dados de cidade enviados na criação e na alteração.')
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
                  .max(criaCidadeResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaCidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaCidadeResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaCidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaCidadeResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca cidade por id
 */
export const buscaCidadePathIdMax = 9007199254740991;

export const BuscaCidadeParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaCidadePathIdMax),
});

export const buscaCidadeResponseOneNomeMax = 120;

export const buscaCidadeResponseOneCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');
export const buscaCidadeResponseOneLatitudeMin = -90;
export const buscaCidadeResponseOneLatitudeMax = 90;

export const buscaCidadeResponseOneLongitudeMin = -180;
export const buscaCidadeResponseOneLongitudeMax = 180;

export const buscaCidadeResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaCidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaCidadeResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaCidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaCidadeResponseThreeIdMax = 9007199254740991;

export const BuscaCidadeResponse = zod
  .object({
    nome: zod.string().min(1).max(buscaCidadeResponseOneNomeMax),
    codigoIbge: zod
      .string()
      .regex(buscaCidadeResponseOneCodigoIbgeRegExp)
      .describe(
        "Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.",
      ),
    uf: zod
      .enum([
        'AC',
        'AL',
        'AP',
        'AM',
        'BA',
        'CE',
        'DF',
        'ES',
        'GO',
        'MA',
        'MT',
        'MS',
        'MG',
        'PA',
        'PB',
        'PR',
        'PE',
        'PI',
        'RJ',
        'RN',
        'RS',
        'RO',
        'RR',
        'SC',
        'SP',
        'SE',
        'TO',
      ])
      .describe('Unidade federativa (27 UFs).'),
    latitude: zod
      .number()
      .min(buscaCidadeResponseOneLatitudeMin)
      .max(buscaCidadeResponseOneLatitudeMax)
      .nullish(),
    longitude: zod
      .number()
      .min(buscaCidadeResponseOneLongitudeMin)
      .max(buscaCidadeResponseOneLongitudeMax)
      .nullish(),
  })
  .describe('Dados de cidade enviados na criação e na alteração.')
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
                  .max(buscaCidadeResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaCidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaCidadeResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaCidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaCidadeResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera cidade
 */
export const alteraCidadePathIdMax = 9007199254740991;

export const AlteraCidadeParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraCidadePathIdMax),
});

export const alteraCidadeBodyNomeMax = 120;

export const alteraCidadeBodyCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');
export const alteraCidadeBodyLatitudeMin = -90;
export const alteraCidadeBodyLatitudeMax = 90;

export const alteraCidadeBodyLongitudeMin = -180;
export const alteraCidadeBodyLongitudeMax = 180;

export const AlteraCidadeBody = zod
  .object({
    nome: zod.string().min(1).max(alteraCidadeBodyNomeMax),
    codigoIbge: zod
      .string()
      .regex(alteraCidadeBodyCodigoIbgeRegExp)
      .describe(
        "Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.",
      ),
    uf: zod
      .enum([
        'AC',
        'AL',
        'AP',
        'AM',
        'BA',
        'CE',
        'DF',
        'ES',
        'GO',
        'MA',
        'MT',
        'MS',
        'MG',
        'PA',
        'PB',
        'PR',
        'PE',
        'PI',
        'RJ',
        'RN',
        'RS',
        'RO',
        'RR',
        'SC',
        'SP',
        'SE',
        'TO',
      ])
      .describe('Unidade federativa (27 UFs).'),
    latitude: zod.number().min(alteraCidadeBodyLatitudeMin).max(alteraCidadeBodyLatitudeMax).nullish(),
    longitude: zod.number().min(alteraCidadeBodyLongitudeMin).max(alteraCidadeBodyLongitudeMax).nullish(),
  })
  .describe('Dados de cidade enviados na criação e na alteração.');

export const alteraCidadeResponseOneNomeMax = 120;

export const alteraCidadeResponseOneCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');
export const alteraCidadeResponseOneLatitudeMin = -90;
export const alteraCidadeResponseOneLatitudeMax = 90;

export const alteraCidadeResponseOneLongitudeMin = -180;
export const alteraCidadeResponseOneLongitudeMax = 180;

export const alteraCidadeResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraCidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraCidadeResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraCidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraCidadeResponseThreeIdMax = 9007199254740991;

export const AlteraCidadeResponse = zod
  .object({
    nome: zod.string().min(1).max(alteraCidadeResponseOneNomeMax),
    codigoIbge: zod
      .string()
      .regex(alteraCidadeResponseOneCodigoIbgeRegExp)
      .describe(
        "Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.",
      ),
    uf: zod
      .enum([
        'AC',
        'AL',
        'AP',
        'AM',
        'BA',
        'CE',
        'DF',
        'ES',
        'GO',
        'MA',
        'MT',
        'MS',
        'MG',
        'PA',
        'PB',
        'PR',
        'PE',
        'PI',
        'RJ',
        'RN',
        'RS',
        'RO',
        'RR',
        'SC',
        'SP',
        'SE',
        'TO',
      ])
      .describe('Unidade federativa (27 UFs).'),
    latitude: zod
      .number()
      .min(alteraCidadeResponseOneLatitudeMin)
      .max(alteraCidadeResponseOneLatitudeMax)
      .nullish(),
    longitude: zod
      .number()
      .min(alteraCidadeResponseOneLongitudeMin)
      .max(alteraCidadeResponseOneLongitudeMax)
      .nullish(),
  })
  .describe('Dados de cidade enviados na criação e na alteração.')
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
                  .max(alteraCidadeResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraCidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraCidadeResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraCidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraCidadeResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta cidades em planilha Excel
 */

export const exportaExcelCidadesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelCidadesQueryIdsItemMax = 9007199254740991;

export const exportaExcelCidadesQueryIdsMax = 100;

export const ExportaExcelCidadesQueryParams = zod.object({
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
    .regex(exportaExcelCidadesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  uf: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional(),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelCidadesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelCidadesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelCidadesResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta cidades em relatório PDF
 */

export const exportaListagemCidadesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemCidadesQueryIdsItemMax = 9007199254740991;

export const exportaListagemCidadesQueryIdsMax = 100;

export const ExportaListagemCidadesQueryParams = zod.object({
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
    .regex(exportaListagemCidadesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  uf: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional(),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemCidadesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemCidadesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemCidadesResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de cidades
 */
export const buscaColunasUsuarioCidadesResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioCidadesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioCidadesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de cidades
 */
export const alteraColunasUsuarioCidadesBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioCidadesBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioCidadesBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioCidadesResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioCidadesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioCidadesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de cidades
 */
export const ExportaPlanilhaModeloCidadesResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de cidades (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_CIDADES cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa cidades de planilha
 */
export const importaCidadesBodyIdEventoMax = 100;

export const ImportaCidadesBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaCidadesBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaCidadesResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');
