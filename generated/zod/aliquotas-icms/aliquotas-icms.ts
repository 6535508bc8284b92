/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista alíquotas de ICMS
 */
export const listaAliquotasIcmsQueryLimitePaginaDefault = 10;
export const listaAliquotasIcmsQueryPaginaDefault = 1;

export const listaAliquotasIcmsQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');

export const ListaAliquotasIcmsQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaAliquotasIcmsQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaAliquotasIcmsQueryPaginaDefault)
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
    .regex(listaAliquotasIcmsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  ufOrigem: zod
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
    .optional()
    .describe('UF de origem.'),
  ufDestino: zod
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
    .optional()
    .describe('UF de destino.'),
});

export const listaAliquotasIcmsResponseOneTotalItensMin = 0;

export const listaAliquotasIcmsResponseOneTotalPaginasMin = 0;

export const listaAliquotasIcmsResponseTwoItemsItemOneAliquotaMin = 0;
export const listaAliquotasIcmsResponseTwoItemsItemOneAliquotaMax = 100;

export const listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaAliquotasIcmsResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaAliquotasIcmsResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaAliquotasIcmsResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaAliquotasIcmsResponseOneTotalPaginasMin)
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
            ufOrigem: zod
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
              .describe('UF de origem (início da prestação ou remetente).'),
            ufDestino: zod
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
              .describe('UF de destino (término da prestação ou destinatário).'),
            aliquota: zod
              .number()
              .min(listaAliquotasIcmsResponseTwoItemsItemOneAliquotaMin)
              .max(listaAliquotasIcmsResponseTwoItemsItemOneAliquotaMax)
              .describe('Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).'),
          })
          .describe(
            'Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).',
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
                          .max(listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaAliquotasIcmsResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaAliquotasIcmsResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria alíquota de ICMS
 */
export const criaAliquotaIcmsBodyAliquotaMin = 0;
export const criaAliquotaIcmsBodyAliquotaMax = 100;

export const CriaAliquotaIcmsBody = zod
  .object({
    ufOrigem: zod
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
      .describe('UF de origem (início da prestação ou remetente).'),
    ufDestino: zod
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
      .describe('UF de destino (término da prestação ou destinatário).'),
    aliquota: zod
      .number()
      .min(criaAliquotaIcmsBodyAliquotaMin)
      .max(criaAliquotaIcmsBodyAliquotaMax)
      .describe('Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).'),
  })
  .describe(
    'Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).',
  );

export const criaAliquotaIcmsResponseOneAliquotaMin = 0;
export const criaAliquotaIcmsResponseOneAliquotaMax = 100;

export const criaAliquotaIcmsResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaAliquotaIcmsResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaAliquotaIcmsResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaAliquotaIcmsResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaAliquotaIcmsResponseThreeIdMax = 9007199254740991;

export const CriaAliquotaIcmsResponse = zod
  .object({
    ufOrigem: zod
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
      .describe('UF de origem (início da prestação ou remetente).'),
    ufDestino: zod
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
      .describe('UF de destino (término da prestação ou destinatário).'),
    aliquota: zod
      .number()
      .min(criaAliquotaIcmsResponseOneAliquotaMin)
      .max(criaAliquotaIcmsResponseOneAliquotaMax)
      .describe('Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).'),
  })
  .describe(
    'Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).',
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
                  .max(criaAliquotaIcmsResponseTwoUsuarioCreatedOneIdMax)
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
                        criaAliquotaIcmsResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaAliquotaIcmsResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaAliquotaIcmsResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaAliquotaIcmsResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca alíquota de ICMS por id
 */
export const buscaAliquotaIcmsPathIdMax = 9007199254740991;

export const BuscaAliquotaIcmsParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaAliquotaIcmsPathIdMax),
});

export const buscaAliquotaIcmsResponseOneAliquotaMin = 0;
export const buscaAliquotaIcmsResponseOneAliquotaMax = 100;

export const buscaAliquotaIcmsResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaAliquotaIcmsResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaAliquotaIcmsResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaAliquotaIcmsResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaAliquotaIcmsResponseThreeIdMax = 9007199254740991;

export const BuscaAliquotaIcmsResponse = zod
  .object({
    ufOrigem: zod
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
      .describe('UF de origem (início da prestação ou remetente).'),
    ufDestino: zod
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
      .describe('UF de destino (término da prestação ou destinatário).'),
    aliquota: zod
      .number()
      .min(buscaAliquotaIcmsResponseOneAliquotaMin)
      .max(buscaAliquotaIcmsResponseOneAliquotaMax)
      .describe('Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).'),
  })
  .describe(
    'Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).',
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
                  .max(buscaAliquotaIcmsResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaAliquotaIcmsResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaAliquotaIcmsResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaAliquotaIcmsResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaAliquotaIcmsResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera alíquota de ICMS
 */
export const alteraAliquotaIcmsPathIdMax = 9007199254740991;

export const AlteraAliquotaIcmsParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraAliquotaIcmsPathIdMax),
});

export const alteraAliquotaIcmsBodyAliquotaMin = 0;
export const alteraAliquotaIcmsBodyAliquotaMax = 100;

export const AlteraAliquotaIcmsBody = zod
  .object({
    ufOrigem: zod
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
      .describe('UF de origem (início da prestação ou remetente).'),
    ufDestino: zod
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
      .describe('UF de destino (término da prestação ou destinatário).'),
    aliquota: zod
      .number()
      .min(alteraAliquotaIcmsBodyAliquotaMin)
      .max(alteraAliquotaIcmsBodyAliquotaMax)
      .describe('Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).'),
  })
  .describe(
    'Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).',
  );

export const alteraAliquotaIcmsResponseOneAliquotaMin = 0;
export const alteraAliquotaIcmsResponseOneAliquotaMax = 100;

export const alteraAliquotaIcmsResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraAliquotaIcmsResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraAliquotaIcmsResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraAliquotaIcmsResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraAliquotaIcmsResponseThreeIdMax = 9007199254740991;

export const AlteraAliquotaIcmsResponse = zod
  .object({
    ufOrigem: zod
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
      .describe('UF de origem (início da prestação ou remetente).'),
    ufDestino: zod
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
      .describe('UF de destino (término da prestação ou destinatário).'),
    aliquota: zod
      .number()
      .min(alteraAliquotaIcmsResponseOneAliquotaMin)
      .max(alteraAliquotaIcmsResponseOneAliquotaMax)
      .describe('Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).'),
  })
  .describe(
    'Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).',
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
                  .max(alteraAliquotaIcmsResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraAliquotaIcmsResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraAliquotaIcmsResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraAliquotaIcmsResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraAliquotaIcmsResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta alíquotas de ICMS em planilha Excel
 */

export const exportaExcelAliquotasIcmsQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaExcelAliquotasIcmsQueryIdsItemMax = 9007199254740991;

export const exportaExcelAliquotasIcmsQueryIdsMax = 100;

export const ExportaExcelAliquotasIcmsQueryParams = zod.object({
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
    .regex(exportaExcelAliquotasIcmsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  ufOrigem: zod
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
    .optional()
    .describe('UF de origem.'),
  ufDestino: zod
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
    .optional()
    .describe('UF de destino.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelAliquotasIcmsQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelAliquotasIcmsQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelAliquotasIcmsResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta alíquotas de ICMS em relatório PDF
 */

export const exportaListagemAliquotasIcmsQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaListagemAliquotasIcmsQueryIdsItemMax = 9007199254740991;

export const exportaListagemAliquotasIcmsQueryIdsMax = 100;

export const ExportaListagemAliquotasIcmsQueryParams = zod.object({
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
    .regex(exportaListagemAliquotasIcmsQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  ufOrigem: zod
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
    .optional()
    .describe('UF de origem.'),
  ufDestino: zod
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
    .optional()
    .describe('UF de destino.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemAliquotasIcmsQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemAliquotasIcmsQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemAliquotasIcmsResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de alíquotas de ICMS
 */
export const buscaColunasUsuarioAliquotasIcmsResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioAliquotasIcmsResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioAliquotasIcmsResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de alíquotas de ICMS
 */
export const alteraColunasUsuarioAliquotasIcmsBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioAliquotasIcmsBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioAliquotasIcmsBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioAliquotasIcmsResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioAliquotasIcmsResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioAliquotasIcmsResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de alíquotas de ICMS
 */
export const ExportaPlanilhaModeloAliquotasIcmsResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de alíquotas de ICMS (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_ALIQUOTAS_ICMS cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa alíquotas de ICMS de planilha
 */
export const importaAliquotasIcmsBodyIdEventoMax = 100;

export const ImportaAliquotasIcmsBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaAliquotasIcmsBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaAliquotasIcmsResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');
