/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista praças de pedágio
 */
export const listaPracasPedagioQueryLimitePaginaDefault = 10;
export const listaPracasPedagioQueryPaginaDefault = 1;

export const listaPracasPedagioQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaPracasPedagioQueryRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');

export const listaPracasPedagioQueryCidadeIdMax = 9007199254740991;

export const ListaPracasPedagioQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaPracasPedagioQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaPracasPedagioQueryPaginaDefault)
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
    .regex(listaPracasPedagioQueryOrdenacaoRegExp)
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
  rodovia: zod
    .string()
    .regex(listaPracasPedagioQueryRodoviaRegExp)
    .optional()
    .describe('Rodovia exata (ex. BR-116).'),
  concessionaria: zod
    .string()
    .min(1)
    .optional()
    .describe('Parte do nome da concessionária (sem diferenciar maiúsculas nem acentos).'),
  cidadeId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaPracasPedagioQueryCidadeIdMax)
    .optional()
    .describe('Cidade da praça.'),
  sentido: zod.enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS']).optional(),
});

export const listaPracasPedagioResponseOneTotalItensMin = 0;

export const listaPracasPedagioResponseOneTotalPaginasMin = 0;

export const listaPracasPedagioResponseTwoItemsItemOneNomeMax = 120;

export const listaPracasPedagioResponseTwoItemsItemOneConcessionariaMax = 120;

export const listaPracasPedagioResponseTwoItemsItemOneRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');
export const listaPracasPedagioResponseTwoItemsItemOneKmMin = 0;

export const listaPracasPedagioResponseTwoItemsItemOneCidadeIdMax = 9007199254740991;

export const listaPracasPedagioResponseTwoItemsItemOneLatitudeMin = -90;
export const listaPracasPedagioResponseTwoItemsItemOneLatitudeMax = 90;

export const listaPracasPedagioResponseTwoItemsItemOneLongitudeMin = -180;
export const listaPracasPedagioResponseTwoItemsItemOneLongitudeMax = 180;

export const listaPracasPedagioResponseTwoItemsItemOneValoresItemEixosMin = 2;
export const listaPracasPedagioResponseTwoItemsItemOneValoresItemEixosMax = 9;

export const listaPracasPedagioResponseTwoItemsItemOneValoresItemValorMin = 0;

export const listaPracasPedagioResponseTwoItemsItemOneValoresDefault = [];
export const listaPracasPedagioResponseTwoItemsItemOneValoresMax = 8;

export const listaPracasPedagioResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaPracasPedagioResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPracasPedagioResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaPracasPedagioResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPracasPedagioResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaPracasPedagioResponseTwoItemsItemThreeCidadeIdMax = 9007199254740991;

export const ListaPracasPedagioResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaPracasPedagioResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaPracasPedagioResponseOneTotalPaginasMin)
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
              .max(listaPracasPedagioResponseTwoItemsItemOneNomeMax)
              .describe('Nome da praça (gravado em maiúsculas).'),
            concessionaria: zod
              .string()
              .min(1)
              .max(listaPracasPedagioResponseTwoItemsItemOneConcessionariaMax)
              .describe('Concessionária que opera a praça (gravada em maiúsculas).'),
            rodovia: zod
              .string()
              .regex(listaPracasPedagioResponseTwoItemsItemOneRodoviaRegExp)
              .describe('Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).'),
            km: zod
              .number()
              .min(listaPracasPedagioResponseTwoItemsItemOneKmMin)
              .describe('Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).'),
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
            cidadeId: zod
              .int()
              .min(1)
              .max(listaPracasPedagioResponseTwoItemsItemOneCidadeIdMax)
              .describe('Cidade (município) onde fica a praça.'),
            sentido: zod
              .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
              .describe(
                'Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.',
              ),
            latitude: zod
              .number()
              .min(listaPracasPedagioResponseTwoItemsItemOneLatitudeMin)
              .max(listaPracasPedagioResponseTwoItemsItemOneLatitudeMax)
              .describe('Latitude da praça (graus decimais), usada no cálculo de rotas.'),
            longitude: zod
              .number()
              .min(listaPracasPedagioResponseTwoItemsItemOneLongitudeMin)
              .max(listaPracasPedagioResponseTwoItemsItemOneLongitudeMax)
              .describe('Longitude da praça (graus decimais), usada no cálculo de rotas.'),
            valores: zod
              .array(
                zod
                  .object({
                    eixos: zod
                      .int()
                      .min(listaPracasPedagioResponseTwoItemsItemOneValoresItemEixosMin)
                      .max(listaPracasPedagioResponseTwoItemsItemOneValoresItemEixosMax)
                      .describe(
                        'Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.',
                      ),
                    valor: zod
                      .number()
                      .min(listaPracasPedagioResponseTwoItemsItemOneValoresItemValorMin)
                      .describe(
                        'Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.',
                      ),
                  })
                  .describe('Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.'),
              )
              .max(listaPracasPedagioResponseTwoItemsItemOneValoresMax)
              .default(listaPracasPedagioResponseTwoItemsItemOneValoresDefault)
              .describe(
                'Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.',
              ),
          })
          .describe('Dados de praça de pedágio enviados na criação e na alteração.')
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
                          .max(listaPracasPedagioResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaPracasPedagioResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaPracasPedagioResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaPracasPedagioResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaPracasPedagioResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              cidade: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaPracasPedagioResponseTwoItemsItemThreeCidadeIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().optional(),
                  descricao: zod.string().optional(),
                })
                .describe('Cidade da praça (id e nome).'),
            }),
          ),
      ),
    }),
  );

/**
 * @summary Cria praça de pedágio
 */
export const criaPracaPedagioBodyNomeMax = 120;

export const criaPracaPedagioBodyConcessionariaMax = 120;

export const criaPracaPedagioBodyRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');
export const criaPracaPedagioBodyKmMin = 0;

export const criaPracaPedagioBodyCidadeIdMax = 9007199254740991;

export const criaPracaPedagioBodyLatitudeMin = -90;
export const criaPracaPedagioBodyLatitudeMax = 90;

export const criaPracaPedagioBodyLongitudeMin = -180;
export const criaPracaPedagioBodyLongitudeMax = 180;

export const criaPracaPedagioBodyValoresItemEixosMin = 2;
export const criaPracaPedagioBodyValoresItemEixosMax = 9;

export const criaPracaPedagioBodyValoresItemValorMin = 0;

export const criaPracaPedagioBodyValoresDefault = [];
export const criaPracaPedagioBodyValoresMax = 8;

export const CriaPracaPedagioBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaPracaPedagioBodyNomeMax)
      .describe('Nome da praça (gravado em maiúsculas).'),
    concessionaria: zod
      .string()
      .min(1)
      .max(criaPracaPedagioBodyConcessionariaMax)
      .describe('Concessionária que opera a praça (gravada em maiúsculas).'),
    rodovia: zod
      .string()
      .regex(criaPracaPedagioBodyRodoviaRegExp)
      .describe('Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).'),
    km: zod
      .number()
      .min(criaPracaPedagioBodyKmMin)
      .describe('Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).'),
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
    cidadeId: zod
      .int()
      .min(1)
      .max(criaPracaPedagioBodyCidadeIdMax)
      .describe('Cidade (município) onde fica a praça.'),
    sentido: zod
      .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
      .describe(
        'Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.',
      ),
    latitude: zod
      .number()
      .min(criaPracaPedagioBodyLatitudeMin)
      .max(criaPracaPedagioBodyLatitudeMax)
      .describe('Latitude da praça (graus decimais), usada no cálculo de rotas.'),
    longitude: zod
      .number()
      .min(criaPracaPedagioBodyLongitudeMin)
      .max(criaPracaPedagioBodyLongitudeMax)
      .describe('Longitude da praça (graus decimais), usada no cálculo de rotas.'),
    valores: zod
      .array(
        zod
          .object({
            eixos: zod
              .int()
              .min(criaPracaPedagioBodyValoresItemEixosMin)
              .max(criaPracaPedagioBodyValoresItemEixosMax)
              .describe(
                'Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.',
              ),
            valor: zod
              .number()
              .min(criaPracaPedagioBodyValoresItemValorMin)
              .describe('Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.'),
      )
      .max(criaPracaPedagioBodyValoresMax)
      .default(criaPracaPedagioBodyValoresDefault)
      .describe(
        'Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.',
      ),
  })
  .describe('Dados de praça de pedágio enviados na criação e na alteração.');

export const criaPracaPedagioResponseOneNomeMax = 120;

export const criaPracaPedagioResponseOneConcessionariaMax = 120;

export const criaPracaPedagioResponseOneRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');
export const criaPracaPedagioResponseOneKmMin = 0;

export const criaPracaPedagioResponseOneCidadeIdMax = 9007199254740991;

export const criaPracaPedagioResponseOneLatitudeMin = -90;
export const criaPracaPedagioResponseOneLatitudeMax = 90;

export const criaPracaPedagioResponseOneLongitudeMin = -180;
export const criaPracaPedagioResponseOneLongitudeMax = 180;

export const criaPracaPedagioResponseOneValoresItemEixosMin = 2;
export const criaPracaPedagioResponseOneValoresItemEixosMax = 9;

export const criaPracaPedagioResponseOneValoresItemValorMin = 0;

export const criaPracaPedagioResponseOneValoresDefault = [];
export const criaPracaPedagioResponseOneValoresMax = 8;

export const criaPracaPedagioResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaPracaPedagioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaPracaPedagioResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaPracaPedagioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaPracaPedagioResponseThreeIdMax = 9007199254740991;

export const criaPracaPedagioResponseThreeCidadeIdMax = 9007199254740991;

export const CriaPracaPedagioResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaPracaPedagioResponseOneNomeMax)
      .describe('Nome da praça (gravado em maiúsculas).'),
    concessionaria: zod
      .string()
      .min(1)
      .max(criaPracaPedagioResponseOneConcessionariaMax)
      .describe('Concessionária que opera a praça (gravada em maiúsculas).'),
    rodovia: zod
      .string()
      .regex(criaPracaPedagioResponseOneRodoviaRegExp)
      .describe('Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).'),
    km: zod
      .number()
      .min(criaPracaPedagioResponseOneKmMin)
      .describe('Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).'),
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
    cidadeId: zod
      .int()
      .min(1)
      .max(criaPracaPedagioResponseOneCidadeIdMax)
      .describe('Cidade (município) onde fica a praça.'),
    sentido: zod
      .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
      .describe(
        'Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.',
      ),
    latitude: zod
      .number()
      .min(criaPracaPedagioResponseOneLatitudeMin)
      .max(criaPracaPedagioResponseOneLatitudeMax)
      .describe('Latitude da praça (graus decimais), usada no cálculo de rotas.'),
    longitude: zod
      .number()
      .min(criaPracaPedagioResponseOneLongitudeMin)
      .max(criaPracaPedagioResponseOneLongitudeMax)
      .describe('Longitude da praça (graus decimais), usada no cálculo de rotas.'),
    valores: zod
      .array(
        zod
          .object({
            eixos: zod
              .int()
              .min(criaPracaPedagioResponseOneValoresItemEixosMin)
              .max(criaPracaPedagioResponseOneValoresItemEixosMax)
              .describe(
                'Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.',
              ),
            valor: zod
              .number()
              .min(criaPracaPedagioResponseOneValoresItemValorMin)
              .describe('Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.'),
      )
      .max(criaPracaPedagioResponseOneValoresMax)
      .default(criaPracaPedagioResponseOneValoresDefault)
      .describe(
        'Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.',
      ),
  })
  .describe('Dados de praça de pedágio enviados na criação e na alteração.')
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
                  .max(criaPracaPedagioResponseTwoUsuarioCreatedOneIdMax)
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
                        criaPracaPedagioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaPracaPedagioResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaPracaPedagioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaPracaPedagioResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      cidade: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaPracaPedagioResponseThreeCidadeIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Cidade da praça (id e nome).'),
    }),
  );

/**
 * @summary Busca praça de pedágio por id
 */
export const buscaPracaPedagioPathIdMax = 9007199254740991;

export const BuscaPracaPedagioParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaPracaPedagioPathIdMax),
});

export const buscaPracaPedagioResponseOneNomeMax = 120;

export const buscaPracaPedagioResponseOneConcessionariaMax = 120;

export const buscaPracaPedagioResponseOneRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');
export const buscaPracaPedagioResponseOneKmMin = 0;

export const buscaPracaPedagioResponseOneCidadeIdMax = 9007199254740991;

export const buscaPracaPedagioResponseOneLatitudeMin = -90;
export const buscaPracaPedagioResponseOneLatitudeMax = 90;

export const buscaPracaPedagioResponseOneLongitudeMin = -180;
export const buscaPracaPedagioResponseOneLongitudeMax = 180;

export const buscaPracaPedagioResponseOneValoresItemEixosMin = 2;
export const buscaPracaPedagioResponseOneValoresItemEixosMax = 9;

export const buscaPracaPedagioResponseOneValoresItemValorMin = 0;

export const buscaPracaPedagioResponseOneValoresDefault = [];
export const buscaPracaPedagioResponseOneValoresMax = 8;

export const buscaPracaPedagioResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaPracaPedagioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPracaPedagioResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaPracaPedagioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPracaPedagioResponseThreeIdMax = 9007199254740991;

export const buscaPracaPedagioResponseThreeCidadeIdMax = 9007199254740991;

export const BuscaPracaPedagioResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(buscaPracaPedagioResponseOneNomeMax)
      .describe('Nome da praça (gravado em maiúsculas).'),
    concessionaria: zod
      .string()
      .min(1)
      .max(buscaPracaPedagioResponseOneConcessionariaMax)
      .describe('Concessionária que opera a praça (gravada em maiúsculas).'),
    rodovia: zod
      .string()
      .regex(buscaPracaPedagioResponseOneRodoviaRegExp)
      .describe('Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).'),
    km: zod
      .number()
      .min(buscaPracaPedagioResponseOneKmMin)
      .describe('Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).'),
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
    cidadeId: zod
      .int()
      .min(1)
      .max(buscaPracaPedagioResponseOneCidadeIdMax)
      .describe('Cidade (município) onde fica a praça.'),
    sentido: zod
      .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
      .describe(
        'Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.',
      ),
    latitude: zod
      .number()
      .min(buscaPracaPedagioResponseOneLatitudeMin)
      .max(buscaPracaPedagioResponseOneLatitudeMax)
      .describe('Latitude da praça (graus decimais), usada no cálculo de rotas.'),
    longitude: zod
      .number()
      .min(buscaPracaPedagioResponseOneLongitudeMin)
      .max(buscaPracaPedagioResponseOneLongitudeMax)
      .describe('Longitude da praça (graus decimais), usada no cálculo de rotas.'),
    valores: zod
      .array(
        zod
          .object({
            eixos: zod
              .int()
              .min(buscaPracaPedagioResponseOneValoresItemEixosMin)
              .max(buscaPracaPedagioResponseOneValoresItemEixosMax)
              .describe(
                'Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.',
              ),
            valor: zod
              .number()
              .min(buscaPracaPedagioResponseOneValoresItemValorMin)
              .describe('Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.'),
      )
      .max(buscaPracaPedagioResponseOneValoresMax)
      .default(buscaPracaPedagioResponseOneValoresDefault)
      .describe(
        'Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.',
      ),
  })
  .describe('Dados de praça de pedágio enviados na criação e na alteração.')
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
                  .max(buscaPracaPedagioResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaPracaPedagioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaPracaPedagioResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaPracaPedagioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaPracaPedagioResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      cidade: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaPracaPedagioResponseThreeCidadeIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Cidade da praça (id e nome).'),
    }),
  );

/**
 * @summary Altera praça de pedágio
 */
export const alteraPracaPedagioPathIdMax = 9007199254740991;

export const AlteraPracaPedagioParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraPracaPedagioPathIdMax),
});

export const alteraPracaPedagioBodyNomeMax = 120;

export const alteraPracaPedagioBodyConcessionariaMax = 120;

export const alteraPracaPedagioBodyRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');
export const alteraPracaPedagioBodyKmMin = 0;

export const alteraPracaPedagioBodyCidadeIdMax = 9007199254740991;

export const alteraPracaPedagioBodyLatitudeMin = -90;
export const alteraPracaPedagioBodyLatitudeMax = 90;

export const alteraPracaPedagioBodyLongitudeMin = -180;
export const alteraPracaPedagioBodyLongitudeMax = 180;

export const alteraPracaPedagioBodyValoresItemEixosMin = 2;
export const alteraPracaPedagioBodyValoresItemEixosMax = 9;

export const alteraPracaPedagioBodyValoresItemValorMin = 0;

export const alteraPracaPedagioBodyValoresDefault = [];
export const alteraPracaPedagioBodyValoresMax = 8;

export const AlteraPracaPedagioBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraPracaPedagioBodyNomeMax)
      .describe('Nome da praça (gravado em maiúsculas).'),
    concessionaria: zod
      .string()
      .min(1)
      .max(alteraPracaPedagioBodyConcessionariaMax)
      .describe('Concessionária que opera a praça (gravada em maiúsculas).'),
    rodovia: zod
      .string()
      .regex(alteraPracaPedagioBodyRodoviaRegExp)
      .describe('Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).'),
    km: zod
      .number()
      .min(alteraPracaPedagioBodyKmMin)
      .describe('Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).'),
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
    cidadeId: zod
      .int()
      .min(1)
      .max(alteraPracaPedagioBodyCidadeIdMax)
      .describe('Cidade (município) onde fica a praça.'),
    sentido: zod
      .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
      .describe(
        'Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.',
      ),
    latitude: zod
      .number()
      .min(alteraPracaPedagioBodyLatitudeMin)
      .max(alteraPracaPedagioBodyLatitudeMax)
      .describe('Latitude da praça (graus decimais), usada no cálculo de rotas.'),
    longitude: zod
      .number()
      .min(alteraPracaPedagioBodyLongitudeMin)
      .max(alteraPracaPedagioBodyLongitudeMax)
      .describe('Longitude da praça (graus decimais), usada no cálculo de rotas.'),
    valores: zod
      .array(
        zod
          .object({
            eixos: zod
              .int()
              .min(alteraPracaPedagioBodyValoresItemEixosMin)
              .max(alteraPracaPedagioBodyValoresItemEixosMax)
              .describe(
                'Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.',
              ),
            valor: zod
              .number()
              .min(alteraPracaPedagioBodyValoresItemValorMin)
              .describe('Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.'),
      )
      .max(alteraPracaPedagioBodyValoresMax)
      .default(alteraPracaPedagioBodyValoresDefault)
      .describe(
        'Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.',
      ),
  })
  .describe('Dados de praça de pedágio enviados na criação e na alteração.');

export const alteraPracaPedagioResponseOneNomeMax = 120;

export const alteraPracaPedagioResponseOneConcessionariaMax = 120;

export const alteraPracaPedagioResponseOneRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');
export const alteraPracaPedagioResponseOneKmMin = 0;

export const alteraPracaPedagioResponseOneCidadeIdMax = 9007199254740991;

export const alteraPracaPedagioResponseOneLatitudeMin = -90;
export const alteraPracaPedagioResponseOneLatitudeMax = 90;

export const alteraPracaPedagioResponseOneLongitudeMin = -180;
export const alteraPracaPedagioResponseOneLongitudeMax = 180;

export const alteraPracaPedagioResponseOneValoresItemEixosMin = 2;
export const alteraPracaPedagioResponseOneValoresItemEixosMax = 9;

export const alteraPracaPedagioResponseOneValoresItemValorMin = 0;

export const alteraPracaPedagioResponseOneValoresDefault = [];
export const alteraPracaPedagioResponseOneValoresMax = 8;

export const alteraPracaPedagioResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraPracaPedagioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPracaPedagioResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraPracaPedagioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPracaPedagioResponseThreeIdMax = 9007199254740991;

export const alteraPracaPedagioResponseThreeCidadeIdMax = 9007199254740991;

export const AlteraPracaPedagioResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraPracaPedagioResponseOneNomeMax)
      .describe('Nome da praça (gravado em maiúsculas).'),
    concessionaria: zod
      .string()
      .min(1)
      .max(alteraPracaPedagioResponseOneConcessionariaMax)
      .describe('Concessionária que opera a praça (gravada em maiúsculas).'),
    rodovia: zod
      .string()
      .regex(alteraPracaPedagioResponseOneRodoviaRegExp)
      .describe('Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).'),
    km: zod
      .number()
      .min(alteraPracaPedagioResponseOneKmMin)
      .describe('Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).'),
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
    cidadeId: zod
      .int()
      .min(1)
      .max(alteraPracaPedagioResponseOneCidadeIdMax)
      .describe('Cidade (município) onde fica a praça.'),
    sentido: zod
      .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
      .describe(
        'Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.',
      ),
    latitude: zod
      .number()
      .min(alteraPracaPedagioResponseOneLatitudeMin)
      .max(alteraPracaPedagioResponseOneLatitudeMax)
      .describe('Latitude da praça (graus decimais), usada no cálculo de rotas.'),
    longitude: zod
      .number()
      .min(alteraPracaPedagioResponseOneLongitudeMin)
      .max(alteraPracaPedagioResponseOneLongitudeMax)
      .describe('Longitude da praça (graus decimais), usada no cálculo de rotas.'),
    valores: zod
      .array(
        zod
          .object({
            eixos: zod
              .int()
              .min(alteraPracaPedagioResponseOneValoresItemEixosMin)
              .max(alteraPracaPedagioResponseOneValoresItemEixosMax)
              .describe(
                'Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.',
              ),
            valor: zod
              .number()
              .min(alteraPracaPedagioResponseOneValoresItemValorMin)
              .describe('Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.'),
      )
      .max(alteraPracaPedagioResponseOneValoresMax)
      .default(alteraPracaPedagioResponseOneValoresDefault)
      .describe(
        'Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.',
      ),
  })
  .describe('Dados de praça de pedágio enviados na criação e na alteração.')
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
                  .max(alteraPracaPedagioResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraPracaPedagioResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraPracaPedagioResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraPracaPedagioResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraPracaPedagioResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      cidade: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraPracaPedagioResponseThreeCidadeIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Cidade da praça (id e nome).'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta praças de pedágio em planilha Excel
 */

export const exportaExcelPracasPedagioQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaExcelPracasPedagioQueryRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');

export const exportaExcelPracasPedagioQueryCidadeIdMax = 9007199254740991;

export const exportaExcelPracasPedagioQueryIdsItemMax = 9007199254740991;

export const exportaExcelPracasPedagioQueryIdsMax = 100;

export const ExportaExcelPracasPedagioQueryParams = zod.object({
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
    .regex(exportaExcelPracasPedagioQueryOrdenacaoRegExp)
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
  rodovia: zod
    .string()
    .regex(exportaExcelPracasPedagioQueryRodoviaRegExp)
    .optional()
    .describe('Rodovia exata (ex. BR-116).'),
  concessionaria: zod
    .string()
    .min(1)
    .optional()
    .describe('Parte do nome da concessionária (sem diferenciar maiúsculas nem acentos).'),
  cidadeId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelPracasPedagioQueryCidadeIdMax)
    .optional()
    .describe('Cidade da praça.'),
  sentido: zod.enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS']).optional(),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelPracasPedagioQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelPracasPedagioQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelPracasPedagioResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta praças de pedágio em relatório PDF
 */

export const exportaListagemPracasPedagioQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaListagemPracasPedagioQueryRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');

export const exportaListagemPracasPedagioQueryCidadeIdMax = 9007199254740991;

export const exportaListagemPracasPedagioQueryIdsItemMax = 9007199254740991;

export const exportaListagemPracasPedagioQueryIdsMax = 100;

export const ExportaListagemPracasPedagioQueryParams = zod.object({
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
    .regex(exportaListagemPracasPedagioQueryOrdenacaoRegExp)
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
  rodovia: zod
    .string()
    .regex(exportaListagemPracasPedagioQueryRodoviaRegExp)
    .optional()
    .describe('Rodovia exata (ex. BR-116).'),
  concessionaria: zod
    .string()
    .min(1)
    .optional()
    .describe('Parte do nome da concessionária (sem diferenciar maiúsculas nem acentos).'),
  cidadeId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemPracasPedagioQueryCidadeIdMax)
    .optional()
    .describe('Cidade da praça.'),
  sentido: zod.enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS']).optional(),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemPracasPedagioQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemPracasPedagioQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemPracasPedagioResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de praças de pedágio
 */
export const buscaColunasUsuarioPracasPedagioResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioPracasPedagioResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioPracasPedagioResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de praças de pedágio
 */
export const alteraColunasUsuarioPracasPedagioBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPracasPedagioBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPracasPedagioBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioPracasPedagioResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPracasPedagioResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPracasPedagioResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de praças de pedágio
 */
export const ExportaPlanilhaModeloPracasPedagioResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de praças de pedágio (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_PRACAS_PEDAGIO cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa praças de pedágio de planilha
 */
export const importaPracasPedagioBodyIdEventoMax = 100;

export const ImportaPracasPedagioBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaPracasPedagioBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaPracasPedagioResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');

/**
 * Recebe uma planilha .xlsx de valores de pedágio por praça e número de eixos (modelo em exporta-planilha-modelo-valores) e a processa em segundo plano; os valores importados substituem os da praça para cada número de eixos da planilha. O resultado chega pelo socket ao vivo num evento IMPORTACAO_VALORES_PEDAGIO cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa valores de pedágio de planilha
 */
export const importaValoresPedagioBodyIdEventoMax = 100;

export const ImportaValoresPedagioBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaValoresPedagioBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaValoresPedagioResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');

/**
 * Planilha .xlsx com os cabeçalhos e duas linhas de exemplo, para preencher e enviar a importa-valores-pedagio.
 * @summary Baixa a planilha modelo de valores de pedágio
 */
export const ExportaModeloValoresPedagioResponse = zod.unknown();
