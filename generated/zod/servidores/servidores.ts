/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista servidores
 */
export const listaServidoresQueryLimitePaginaDefault = 10;
export const listaServidoresQueryPaginaDefault = 1;

export const listaServidoresQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaServidoresQueryEnderecoMax = 255;

export const ListaServidoresQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaServidoresQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaServidoresQueryPaginaDefault)
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
    .regex(listaServidoresQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  comInstanciaNuvem: zod
    .boolean()
    .optional()
    .describe(
      'Só servidores com (true) ou sem (false) instância na nuvem (magaluId preenchido). O spec não prevê filtros avançados de servidores: escolha de desenho, como os das outras listas.',
    ),
  endereco: zod
    .string()
    .min(1)
    .max(listaServidoresQueryEnderecoMax)
    .optional()
    .describe(
      'Só servidores cujo endereço contém o texto (sem diferenciar maiúsculas nem acentos): um host, um domínio, uma porta. Escolha de desenho, como comInstanciaNuvem.',
    ),
});

export const listaServidoresResponseOneTotalItensMin = 0;

export const listaServidoresResponseOneTotalPaginasMin = 0;

export const listaServidoresResponseTwoItemsItemOneNomeMax = 120;

export const listaServidoresResponseTwoItemsItemOneEnderecoMax = 255;

export const listaServidoresResponseTwoItemsItemOneEnderecoRegExp = new RegExp(
  '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$',
);
export const listaServidoresResponseTwoItemsItemOneMagaluIdMax = 100;

export const listaServidoresResponseTwoItemsItemOneMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listaServidoresResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaServidoresResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaServidoresResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaServidoresResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaServidoresResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaServidoresResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaServidoresResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaServidoresResponseOneTotalPaginasMin)
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
              .max(listaServidoresResponseTwoItemsItemOneNomeMax)
              .describe('Nome do servidor (gravado em maiúsculas).'),
            endereco: zod
              .string()
              .min(1)
              .max(listaServidoresResponseTwoItemsItemOneEnderecoMax)
              .regex(listaServidoresResponseTwoItemsItemOneEnderecoRegExp)
              .describe(
                'Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).',
              ),
            magaluId: zod
              .string()
              .min(1)
              .max(listaServidoresResponseTwoItemsItemOneMagaluIdMax)
              .regex(listaServidoresResponseTwoItemsItemOneMagaluIdRegExp)
              .nullish()
              .describe(
                'Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.',
              ),
          })
          .describe('Dados de servidor de aplicação enviados na criação e na alteração.')
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
                          .max(listaServidoresResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaServidoresResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaServidoresResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaServidoresResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaServidoresResponseTwoItemsItemThreeIdMax)
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
 * @summary Cria servidor
 */
export const criaServidorBodyNomeMax = 120;

export const criaServidorBodyEnderecoMax = 255;

export const criaServidorBodyEnderecoRegExp = new RegExp(
  '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$',
);
export const criaServidorBodyMagaluIdMax = 100;

export const criaServidorBodyMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const CriaServidorBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaServidorBodyNomeMax)
      .describe('Nome do servidor (gravado em maiúsculas).'),
    endereco: zod
      .string()
      .min(1)
      .max(criaServidorBodyEnderecoMax)
      .regex(criaServidorBodyEnderecoRegExp)
      .describe(
        'Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).',
      ),
    magaluId: zod
      .string()
      .min(1)
      .max(criaServidorBodyMagaluIdMax)
      .regex(criaServidorBodyMagaluIdRegExp)
      .nullish()
      .describe(
        'Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.',
      ),
  })
  .describe('Dados de servidor de aplicação enviados na criação e na alteração.');

export const criaServidorResponseOneNomeMax = 120;

export const criaServidorResponseOneEnderecoMax = 255;

export const criaServidorResponseOneEnderecoRegExp = new RegExp(
  '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$',
);
export const criaServidorResponseOneMagaluIdMax = 100;

export const criaServidorResponseOneMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const criaServidorResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaServidorResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaServidorResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaServidorResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaServidorResponseThreeIdMax = 9007199254740991;

export const CriaServidorResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(criaServidorResponseOneNomeMax)
      .describe('Nome do servidor (gravado em maiúsculas).'),
    endereco: zod
      .string()
      .min(1)
      .max(criaServidorResponseOneEnderecoMax)
      .regex(criaServidorResponseOneEnderecoRegExp)
      .describe(
        'Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).',
      ),
    magaluId: zod
      .string()
      .min(1)
      .max(criaServidorResponseOneMagaluIdMax)
      .regex(criaServidorResponseOneMagaluIdRegExp)
      .nullish()
      .describe(
        'Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.',
      ),
  })
  .describe('Dados de servidor de aplicação enviados na criação e na alteração.')
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
                  .max(criaServidorResponseTwoUsuarioCreatedOneIdMax)
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
                        criaServidorResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaServidorResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaServidorResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaServidorResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca servidor por id
 */
export const buscaServidorPathIdMax = 9007199254740991;

export const BuscaServidorParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaServidorPathIdMax),
});

export const buscaServidorResponseOneNomeMax = 120;

export const buscaServidorResponseOneEnderecoMax = 255;

export const buscaServidorResponseOneEnderecoRegExp = new RegExp(
  '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$',
);
export const buscaServidorResponseOneMagaluIdMax = 100;

export const buscaServidorResponseOneMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const buscaServidorResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaServidorResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaServidorResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaServidorResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaServidorResponseThreeIdMax = 9007199254740991;

export const BuscaServidorResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(buscaServidorResponseOneNomeMax)
      .describe('Nome do servidor (gravado em maiúsculas).'),
    endereco: zod
      .string()
      .min(1)
      .max(buscaServidorResponseOneEnderecoMax)
      .regex(buscaServidorResponseOneEnderecoRegExp)
      .describe(
        'Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).',
      ),
    magaluId: zod
      .string()
      .min(1)
      .max(buscaServidorResponseOneMagaluIdMax)
      .regex(buscaServidorResponseOneMagaluIdRegExp)
      .nullish()
      .describe(
        'Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.',
      ),
  })
  .describe('Dados de servidor de aplicação enviados na criação e na alteração.')
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
                  .max(buscaServidorResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaServidorResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaServidorResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaServidorResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaServidorResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera servidor
 */
export const alteraServidorPathIdMax = 9007199254740991;

export const AlteraServidorParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraServidorPathIdMax),
});

export const alteraServidorBodyNomeMax = 120;

export const alteraServidorBodyEnderecoMax = 255;

export const alteraServidorBodyEnderecoRegExp = new RegExp(
  '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$',
);
export const alteraServidorBodyMagaluIdMax = 100;

export const alteraServidorBodyMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const AlteraServidorBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraServidorBodyNomeMax)
      .describe('Nome do servidor (gravado em maiúsculas).'),
    endereco: zod
      .string()
      .min(1)
      .max(alteraServidorBodyEnderecoMax)
      .regex(alteraServidorBodyEnderecoRegExp)
      .describe(
        'Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).',
      ),
    magaluId: zod
      .string()
      .min(1)
      .max(alteraServidorBodyMagaluIdMax)
      .regex(alteraServidorBodyMagaluIdRegExp)
      .nullish()
      .describe(
        'Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.',
      ),
  })
  .describe('Dados de servidor de aplicação enviados na criação e na alteração.');

export const alteraServidorResponseOneNomeMax = 120;

export const alteraServidorResponseOneEnderecoMax = 255;

export const alteraServidorResponseOneEnderecoRegExp = new RegExp(
  '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$',
);
export const alteraServidorResponseOneMagaluIdMax = 100;

export const alteraServidorResponseOneMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const alteraServidorResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraServidorResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraServidorResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraServidorResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraServidorResponseThreeIdMax = 9007199254740991;

export const AlteraServidorResponse = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraServidorResponseOneNomeMax)
      .describe('Nome do servidor (gravado em maiúsculas).'),
    endereco: zod
      .string()
      .min(1)
      .max(alteraServidorResponseOneEnderecoMax)
      .regex(alteraServidorResponseOneEnderecoRegExp)
      .describe(
        'Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).',
      ),
    magaluId: zod
      .string()
      .min(1)
      .max(alteraServidorResponseOneMagaluIdMax)
      .regex(alteraServidorResponseOneMagaluIdRegExp)
      .nullish()
      .describe(
        'Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.',
      ),
  })
  .describe('Dados de servidor de aplicação enviados na criação e na alteração.')
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
                  .max(alteraServidorResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraServidorResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraServidorResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraServidorResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraServidorResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta servidores em planilha Excel
 */

export const exportaExcelServidoresQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelServidoresQueryEnderecoMax = 255;

export const exportaExcelServidoresQueryIdsItemMax = 9007199254740991;

export const exportaExcelServidoresQueryIdsMax = 100;

export const ExportaExcelServidoresQueryParams = zod.object({
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
    .regex(exportaExcelServidoresQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  comInstanciaNuvem: zod
    .boolean()
    .optional()
    .describe(
      'Só servidores com (true) ou sem (false) instância na nuvem (magaluId preenchido). Como na listagem.',
    ),
  endereco: zod
    .string()
    .min(1)
    .max(exportaExcelServidoresQueryEnderecoMax)
    .optional()
    .describe(
      'Só servidores cujo endereço contém o texto (sem diferenciar maiúsculas nem acentos): como na listagem.',
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelServidoresQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelServidoresQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelServidoresResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta servidores em relatório PDF
 */

export const exportaListagemServidoresQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaListagemServidoresQueryEnderecoMax = 255;

export const exportaListagemServidoresQueryIdsItemMax = 9007199254740991;

export const exportaListagemServidoresQueryIdsMax = 100;

export const ExportaListagemServidoresQueryParams = zod.object({
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
    .regex(exportaListagemServidoresQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  comInstanciaNuvem: zod
    .boolean()
    .optional()
    .describe(
      'Só servidores com (true) ou sem (false) instância na nuvem (magaluId preenchido). Como na listagem.',
    ),
  endereco: zod
    .string()
    .min(1)
    .max(exportaListagemServidoresQueryEnderecoMax)
    .optional()
    .describe(
      'Só servidores cujo endereço contém o texto (sem diferenciar maiúsculas nem acentos): como na listagem.',
    ),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemServidoresQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemServidoresQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemServidoresResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de servidores
 */
export const buscaColunasUsuarioServidoresResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioServidoresResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioServidoresResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de servidores
 */
export const alteraColunasUsuarioServidoresBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioServidoresBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioServidoresBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioServidoresResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioServidoresResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioServidoresResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Nome, state e status da instância. A API a autentica por um valor estático no cabeçalho Authorization (chaveServidorNuvem), que nunca chega ao navegador: o navegador envia o token da sessão, e o gateway da implantação (nginx, deploy/cloud-check.js) pergunta à API GET /v1/eu/perfil e GET /v1/eu/permissoes com esse token e só para um usuário ativo da equipe (admin) com CON_SERVIDOR troca o cabeçalho pelo valor estático e envia X-Retaguarda-Usuario com o id do usuário, que a API deve conferir de novo e registrar (sessão inválida: 401; sem a equipe ou sem o código: 403; a API não respondeu à verificação: 503; valor recusado pela API: 502). Só este caminho exato, com GET, leva o valor: outra grafia sob /v1/public/ responde 404. Em erro a tela mostra 'Não foi possível exibir as informações da instância selecionada'.
 * @summary Busca o status da instância de nuvem
 */
export const buscaStatusInstanciaNuvemPathMagaluIdMax = 100;

export const buscaStatusInstanciaNuvemPathMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const BuscaStatusInstanciaNuvemParams = zod.object({
  magaluId: zod
    .string()
    .min(1)
    .max(buscaStatusInstanciaNuvemPathMagaluIdMax)
    .regex(buscaStatusInstanciaNuvemPathMagaluIdRegExp)
    .describe(
      'Id da instância na nuvem (campo magaluId do servidor): letras, dígitos, - e _ (o gateway não encaminha outro).',
    ),
});

export const BuscaStatusInstanciaNuvemResponse = zod
  .object({
    name: zod.string().describe('Nome da instância no provedor de nuvem.'),
    state: zod
      .enum(['new', 'error', 'running', 'stopped', 'suspended', 'deleted'])
      .describe(
        'Estado estável da instância de nuvem. new = recém-criada; error = com falha; running = ligada; stopped = desligada; suspended = suspensa; deleted = excluída. Ligar só é permitido com state stopped e status completed.',
      ),
    status: zod
      .string()
      .min(1)
      .describe(
        'Status da última operação na instância, em minúsculas. completed = operação concluída (a instância está estável no state); transitórios: provisioning, creating, starting, starting_pending, stopping, stopping_pending, suspending, suspending_pending, rebooting, rebooting_pending, retyping, retyping_pending, retyping_confirmed, deleting, deleting_pending, attaching_nic, attach_nic_pending, detaching_nic, detach_nic_pending; de erro: creating_error, creating_network_error, creating_error_quota (e variantes _ram, _vcpu, _disk, _instance, _floating_ip, _network), retyping_error, retyping_error_quota, deleting_error; e deleted. A lista é do provedor e pode crescer, por isso não é um enum: valores desconhecidos são mostrados como vêm.',
      ),
  })
  .describe('Situação de uma instância de nuvem, como mostrada na tela de status do servidor.');

/**
 * Envia o comando de ligar a instância (permitido só com state stopped e status completed; fora disso responde 409). A execução é assíncrona: a tela consulta o status de novo para acompanhar. Sucesso mostra 'Comando enviado com sucesso'; erro, 'Erro ao enviar o comando'. Mesma autenticação de status-servidor (o token da sessão até o gateway, o valor estático e X-Retaguarda-Usuario do gateway à API), com ALT_SERVIDOR no lugar de CON_SERVIDOR, só com PUT.
 * @summary Liga a instância de nuvem
 */
export const ligaInstanciaNuvemPathMagaluIdMax = 100;

export const ligaInstanciaNuvemPathMagaluIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const LigaInstanciaNuvemParams = zod.object({
  magaluId: zod
    .string()
    .min(1)
    .max(ligaInstanciaNuvemPathMagaluIdMax)
    .regex(ligaInstanciaNuvemPathMagaluIdRegExp)
    .describe(
      'Id da instância na nuvem (campo magaluId do servidor): letras, dígitos, - e _ (o gateway não encaminha outro).',
    ),
});

export const LigaInstanciaNuvemResponse = zod
  .object({
    mensagem: zod.string().describe('Mensagem do provedor sobre o comando aceito.'),
  })
  .describe('Confirmação de que o comando foi enviado ao provedor de nuvem (a execução é assíncrona).');
