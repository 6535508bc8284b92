/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista alíquotas de seguro
 */
export const listaAliquotasSegurosQueryLimitePaginaDefault = 10;
export const listaAliquotasSegurosQueryPaginaDefault = 1;

export const listaAliquotasSegurosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');

export const ListaAliquotasSegurosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaAliquotasSegurosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaAliquotasSegurosQueryPaginaDefault)
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
    .regex(listaAliquotasSegurosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  tipo: zod.enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS']).optional().describe('Modalidade do seguro de carga.'),
});

export const listaAliquotasSegurosResponseOneTotalItensMin = 0;

export const listaAliquotasSegurosResponseOneTotalPaginasMin = 0;

export const listaAliquotasSegurosResponseTwoItemsItemOneDescricaoMax = 120;

export const listaAliquotasSegurosResponseTwoItemsItemOnePercentualMin = 0;
export const listaAliquotasSegurosResponseTwoItemsItemOnePercentualMax = 100;

export const listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaAliquotasSegurosResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaAliquotasSegurosResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaAliquotasSegurosResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaAliquotasSegurosResponseOneTotalPaginasMin)
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
              .max(listaAliquotasSegurosResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).'),
            tipo: zod
              .enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS'])
              .describe(
                'Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).',
              ),
            percentual: zod
              .number()
              .min(listaAliquotasSegurosResponseTwoItemsItemOnePercentualMin)
              .max(listaAliquotasSegurosResponseTwoItemsItemOnePercentualMax)
              .describe(
                'Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).',
              ),
          })
          .describe('Alíquota de seguro de carga enviada na criação e na alteração.')
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
                          .max(listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaAliquotasSegurosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaAliquotasSegurosResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria alíquota de seguro
 */
export const criaAliquotaSeguroBodyDescricaoMax = 120;

export const criaAliquotaSeguroBodyPercentualMin = 0;
export const criaAliquotaSeguroBodyPercentualMax = 100;

export const CriaAliquotaSeguroBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaAliquotaSeguroBodyDescricaoMax)
      .describe('Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).'),
    tipo: zod
      .enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS'])
      .describe(
        'Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).',
      ),
    percentual: zod
      .number()
      .min(criaAliquotaSeguroBodyPercentualMin)
      .max(criaAliquotaSeguroBodyPercentualMax)
      .describe(
        'Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).',
      ),
  })
  .describe('Alíquota de seguro de carga enviada na criação e na alteração.');

export const criaAliquotaSeguroResponseOneDescricaoMax = 120;

export const criaAliquotaSeguroResponseOnePercentualMin = 0;
export const criaAliquotaSeguroResponseOnePercentualMax = 100;

export const criaAliquotaSeguroResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaAliquotaSeguroResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaAliquotaSeguroResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaAliquotaSeguroResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaAliquotaSeguroResponseThreeIdMax = 9007199254740991;

export const CriaAliquotaSeguroResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaAliquotaSeguroResponseOneDescricaoMax)
      .describe('Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).'),
    tipo: zod
      .enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS'])
      .describe(
        'Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).',
      ),
    percentual: zod
      .number()
      .min(criaAliquotaSeguroResponseOnePercentualMin)
      .max(criaAliquotaSeguroResponseOnePercentualMax)
      .describe(
        'Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).',
      ),
  })
  .describe('Alíquota de seguro de carga enviada na criação e na alteração.')
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
                  .max(criaAliquotaSeguroResponseTwoUsuarioCreatedOneIdMax)
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
                        criaAliquotaSeguroResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaAliquotaSeguroResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaAliquotaSeguroResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaAliquotaSeguroResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca alíquota de seguro por id
 */
export const buscaAliquotaSeguroPathIdMax = 9007199254740991;

export const BuscaAliquotaSeguroParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaAliquotaSeguroPathIdMax),
});

export const buscaAliquotaSeguroResponseOneDescricaoMax = 120;

export const buscaAliquotaSeguroResponseOnePercentualMin = 0;
export const buscaAliquotaSeguroResponseOnePercentualMax = 100;

export const buscaAliquotaSeguroResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaAliquotaSeguroResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaAliquotaSeguroResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaAliquotaSeguroResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaAliquotaSeguroResponseThreeIdMax = 9007199254740991;

export const BuscaAliquotaSeguroResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(buscaAliquotaSeguroResponseOneDescricaoMax)
      .describe('Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).'),
    tipo: zod
      .enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS'])
      .describe(
        'Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).',
      ),
    percentual: zod
      .number()
      .min(buscaAliquotaSeguroResponseOnePercentualMin)
      .max(buscaAliquotaSeguroResponseOnePercentualMax)
      .describe(
        'Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).',
      ),
  })
  .describe('Alíquota de seguro de carga enviada na criação e na alteração.')
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
                  .max(buscaAliquotaSeguroResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaAliquotaSeguroResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaAliquotaSeguroResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaAliquotaSeguroResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaAliquotaSeguroResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera alíquota de seguro
 */
export const alteraAliquotaSeguroPathIdMax = 9007199254740991;

export const AlteraAliquotaSeguroParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraAliquotaSeguroPathIdMax),
});

export const alteraAliquotaSeguroBodyDescricaoMax = 120;

export const alteraAliquotaSeguroBodyPercentualMin = 0;
export const alteraAliquotaSeguroBodyPercentualMax = 100;

export const AlteraAliquotaSeguroBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraAliquotaSeguroBodyDescricaoMax)
      .describe('Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).'),
    tipo: zod
      .enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS'])
      .describe(
        'Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).',
      ),
    percentual: zod
      .number()
      .min(alteraAliquotaSeguroBodyPercentualMin)
      .max(alteraAliquotaSeguroBodyPercentualMax)
      .describe(
        'Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).',
      ),
  })
  .describe('Alíquota de seguro de carga enviada na criação e na alteração.');

export const alteraAliquotaSeguroResponseOneDescricaoMax = 120;

export const alteraAliquotaSeguroResponseOnePercentualMin = 0;
export const alteraAliquotaSeguroResponseOnePercentualMax = 100;

export const alteraAliquotaSeguroResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraAliquotaSeguroResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraAliquotaSeguroResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraAliquotaSeguroResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraAliquotaSeguroResponseThreeIdMax = 9007199254740991;

export const AlteraAliquotaSeguroResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraAliquotaSeguroResponseOneDescricaoMax)
      .describe('Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).'),
    tipo: zod
      .enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS'])
      .describe(
        'Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).',
      ),
    percentual: zod
      .number()
      .min(alteraAliquotaSeguroResponseOnePercentualMin)
      .max(alteraAliquotaSeguroResponseOnePercentualMax)
      .describe(
        'Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).',
      ),
  })
  .describe('Alíquota de seguro de carga enviada na criação e na alteração.')
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
                  .max(alteraAliquotaSeguroResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraAliquotaSeguroResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraAliquotaSeguroResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraAliquotaSeguroResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraAliquotaSeguroResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta alíquotas de seguro em planilha Excel
 */

export const exportaExcelAliquotasSegurosQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaExcelAliquotasSegurosQueryIdsItemMax = 9007199254740991;

export const exportaExcelAliquotasSegurosQueryIdsMax = 100;

export const ExportaExcelAliquotasSegurosQueryParams = zod.object({
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
    .regex(exportaExcelAliquotasSegurosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  tipo: zod.enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS']).optional().describe('Modalidade do seguro de carga.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelAliquotasSegurosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelAliquotasSegurosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelAliquotasSegurosResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta alíquotas de seguro em relatório PDF
 */

export const exportaListagemAliquotasSegurosQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaListagemAliquotasSegurosQueryIdsItemMax = 9007199254740991;

export const exportaListagemAliquotasSegurosQueryIdsMax = 100;

export const ExportaListagemAliquotasSegurosQueryParams = zod.object({
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
    .regex(exportaListagemAliquotasSegurosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  tipo: zod.enum(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS']).optional().describe('Modalidade do seguro de carga.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemAliquotasSegurosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemAliquotasSegurosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemAliquotasSegurosResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de alíquotas de seguro
 */
export const buscaColunasUsuarioAliquotasSegurosResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioAliquotasSegurosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioAliquotasSegurosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de alíquotas de seguro
 */
export const alteraColunasUsuarioAliquotasSegurosBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioAliquotasSegurosBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioAliquotasSegurosBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioAliquotasSegurosResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioAliquotasSegurosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioAliquotasSegurosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de alíquotas de seguro
 */
export const ExportaPlanilhaModeloAliquotasSegurosResponse = zod.unknown();

/**
 * Recebe uma planilha .xlsx de alíquotas de seguro (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_ALIQUOTAS_SEGURO cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa alíquotas de seguro de planilha
 */
export const importaAliquotasSegurosBodyIdEventoMax = 100;

export const ImportaAliquotasSegurosBody = zod
  .object({
    file: zod.instanceof(Blob).or(zod.string()),
    idEvento: zod
      .string()
      .min(1)
      .max(importaAliquotasSegurosBodyIdEventoMax)
      .describe(
        'Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.',
      ),
  })
  .describe(
    'Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.',
  );

export const ImportaAliquotasSegurosResponse = zod
  .object({
    idEvento: zod
      .string()
      .min(1)
      .describe('O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.'),
  })
  .describe('Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.');
