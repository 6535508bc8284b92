/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * O seletor de clientes usa situacao=UNLOCK e acessoLimitado=false.
 * @summary Lista clientes
 */
export const listaEmpresasQueryLimitePaginaDefault = 10;
export const listaEmpresasQueryPaginaDefault = 1;

export const listaEmpresasQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaEmpresasQueryPlanoIdMax = 9007199254740991;

export const listaEmpresasQueryServidorIdMax = 9007199254740991;

export const ListaEmpresasQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaEmpresasQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaEmpresasQueryPaginaDefault)
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
    .regex(listaEmpresasQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  acessoLimitado: zod.boolean().optional().describe('Só clientes com (true) ou sem (false) acesso limitado.'),
  planoId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaEmpresasQueryPlanoIdMax)
    .optional()
    .describe('Só clientes do plano.'),
  servidorId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaEmpresasQueryServidorIdMax)
    .optional()
    .describe('Só clientes do servidor.'),
});

export const listaEmpresasResponseOneTotalItensMin = 0;

export const listaEmpresasResponseOneTotalPaginasMin = 0;

export const listaEmpresasResponseTwoItemsItemOneNomeMax = 150;

export const listaEmpresasResponseTwoItemsItemOneCpfcnpjRegExp = new RegExp(
  '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$',
);
export const listaEmpresasResponseTwoItemsItemOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const listaEmpresasResponseTwoItemsItemOneAcessoLimitadoDefault = false;
export const listaEmpresasResponseTwoItemsItemOnePlanoIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneServidorIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneEnderecoIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const listaEmpresasResponseTwoItemsItemOneEnderecoCidadeIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneEnderecoCidadeOneIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneEnderecoPaisIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneEnderecoPaisOneIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneTelefonesItemIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const listaEmpresasResponseTwoItemsItemOneEmailsItemIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaEmpresasResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaEmpresasResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemThreeLogoUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const listaEmpresasResponseTwoItemsItemThreePlanoIdMax = 9007199254740991;

export const listaEmpresasResponseTwoItemsItemThreeServidorIdMax = 9007199254740991;

export const ListaEmpresasResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaEmpresasResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaEmpresasResponseOneTotalPaginasMin)
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
              .max(listaEmpresasResponseTwoItemsItemOneNomeMax)
              .describe('Razão social ou nome.'),
            cpfcnpj: zod
              .string()
              .regex(listaEmpresasResponseTwoItemsItemOneCpfcnpjRegExp)
              .describe(
                'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
              ),
            ie: zod
              .string()
              .regex(listaEmpresasResponseTwoItemsItemOneIeRegExp)
              .nullish()
              .describe(
                'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
              ),
            acessoLimitado: zod
              .boolean()
              .default(listaEmpresasResponseTwoItemsItemOneAcessoLimitadoDefault)
              .describe('Acesso limitado (clientes assim não aparecem no seletor de clientes).'),
            planoId: zod
              .int()
              .min(1)
              .max(listaEmpresasResponseTwoItemsItemOnePlanoIdMax)
              .describe('Plano de assinatura.'),
            servidorId: zod
              .int()
              .min(1)
              .max(listaEmpresasResponseTwoItemsItemOneServidorIdMax)
              .describe('Servidor de aplicação do cliente (somente servidores ativos).'),
            endereco: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(listaEmpresasResponseTwoItemsItemOneEnderecoIdMax)
                  .optional()
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                logradouro: zod.string().min(1),
                bairro: zod.string().min(1),
                numero: zod.string().min(1),
                complemento: zod.string().nullish(),
                cep: zod.string().regex(listaEmpresasResponseTwoItemsItemOneEnderecoCepRegExp),
                cidadeId: zod
                  .int()
                  .min(1)
                  .max(listaEmpresasResponseTwoItemsItemOneEnderecoCidadeIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                cidade: zod
                  .union([
                    zod
                      .object({
                        id: zod
                          .int()
                          .min(1)
                          .max(listaEmpresasResponseTwoItemsItemOneEnderecoCidadeOneIdMax)
                          .describe(
                            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                          ),
                        nome: zod.string().optional(),
                        descricao: zod.string().optional(),
                      })
                      .describe('Referência a outro registro (id e um rótulo).'),
                    zod.null(),
                  ])
                  .optional(),
                paisId: zod
                  .int()
                  .min(1)
                  .max(listaEmpresasResponseTwoItemsItemOneEnderecoPaisIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                pais: zod
                  .union([
                    zod
                      .object({
                        id: zod
                          .int()
                          .min(1)
                          .max(listaEmpresasResponseTwoItemsItemOneEnderecoPaisOneIdMax)
                          .describe(
                            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                          ),
                        nome: zod.string().optional(),
                        descricao: zod.string().optional(),
                      })
                      .describe('Referência a outro registro (id e um rótulo).'),
                    zod.null(),
                  ])
                  .optional(),
              })
              .describe('Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.'),
            telefones: zod
              .array(
                zod.object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaEmpresasResponseTwoItemsItemOneTelefonesItemIdMax)
                    .optional()
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  tipo: zod.enum(['FIXO', 'CELULAR']),
                  numero: zod
                    .string()
                    .regex(listaEmpresasResponseTwoItemsItemOneTelefonesItemNumeroRegExp)
                    .describe(
                      "Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.",
                    ),
                  operadora: zod.string().nullish(),
                  observacao: zod.string().nullish(),
                }),
              )
              .optional(),
            emails: zod
              .array(
                zod.object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaEmpresasResponseTwoItemsItemOneEmailsItemIdMax)
                    .optional()
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  enderecoEmail: zod.email(),
                  nome: zod.string().nullish(),
                }),
              )
              .optional(),
          })
          .describe(
            'Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.',
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
                          .max(listaEmpresasResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaEmpresasResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaEmpresasResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaEmpresasResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaEmpresasResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              logoUrl: zod
                .union([
                  zod
                    .stringFormat('uri-reference', listaEmpresasResponseTwoItemsItemThreeLogoUrlOneRegExp)
                    .describe(
                      'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                    ),
                  zod.null(),
                ])
                .describe(
                  'Logotipo (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem logotipo.',
                ),
              plano: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaEmpresasResponseTwoItemsItemThreePlanoIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().optional(),
                  descricao: zod.string().optional(),
                })
                .describe('Plano (id e descricao).'),
              servidor: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaEmpresasResponseTwoItemsItemThreeServidorIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().optional(),
                  descricao: zod.string().optional(),
                })
                .describe('Servidor (id e nome).'),
            }),
          ),
      ),
    }),
  );

/**
 * multipart/form-data: `dados` (EmpresaInput em JSON) e `logo` opcional. cpfcnpj já cadastrado responde 409.
 * @summary Cria cliente
 */
export const criaEmpresaBodyDadosNomeMax = 150;

export const criaEmpresaBodyDadosCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const criaEmpresaBodyDadosIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const criaEmpresaBodyDadosAcessoLimitadoDefault = false;
export const criaEmpresaBodyDadosPlanoIdMax = 9007199254740991;

export const criaEmpresaBodyDadosServidorIdMax = 9007199254740991;

export const criaEmpresaBodyDadosEnderecoIdMax = 9007199254740991;

export const criaEmpresaBodyDadosEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const criaEmpresaBodyDadosEnderecoCidadeIdMax = 9007199254740991;

export const criaEmpresaBodyDadosEnderecoCidadeOneIdMax = 9007199254740991;

export const criaEmpresaBodyDadosEnderecoPaisIdMax = 9007199254740991;

export const criaEmpresaBodyDadosEnderecoPaisOneIdMax = 9007199254740991;

export const criaEmpresaBodyDadosTelefonesItemIdMax = 9007199254740991;

export const criaEmpresaBodyDadosTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const criaEmpresaBodyDadosEmailsItemIdMax = 9007199254740991;

export const criaEmpresaBodyRemoveLogoDefault = false;

export const CriaEmpresaBody = zod
  .object({
    dados: zod
      .object({
        nome: zod.string().min(1).max(criaEmpresaBodyDadosNomeMax).describe('Razão social ou nome.'),
        cpfcnpj: zod
          .string()
          .regex(criaEmpresaBodyDadosCpfcnpjRegExp)
          .describe(
            'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
          ),
        ie: zod
          .string()
          .regex(criaEmpresaBodyDadosIeRegExp)
          .nullish()
          .describe(
            'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
          ),
        acessoLimitado: zod
          .boolean()
          .default(criaEmpresaBodyDadosAcessoLimitadoDefault)
          .describe('Acesso limitado (clientes assim não aparecem no seletor de clientes).'),
        planoId: zod.int().min(1).max(criaEmpresaBodyDadosPlanoIdMax).describe('Plano de assinatura.'),
        servidorId: zod
          .int()
          .min(1)
          .max(criaEmpresaBodyDadosServidorIdMax)
          .describe('Servidor de aplicação do cliente (somente servidores ativos).'),
        endereco: zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(criaEmpresaBodyDadosEnderecoIdMax)
              .optional()
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            logradouro: zod.string().min(1),
            bairro: zod.string().min(1),
            numero: zod.string().min(1),
            complemento: zod.string().nullish(),
            cep: zod.string().regex(criaEmpresaBodyDadosEnderecoCepRegExp),
            cidadeId: zod
              .int()
              .min(1)
              .max(criaEmpresaBodyDadosEnderecoCidadeIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            cidade: zod
              .union([
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(criaEmpresaBodyDadosEnderecoCidadeOneIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    nome: zod.string().optional(),
                    descricao: zod.string().optional(),
                  })
                  .describe('Referência a outro registro (id e um rótulo).'),
                zod.null(),
              ])
              .optional(),
            paisId: zod
              .int()
              .min(1)
              .max(criaEmpresaBodyDadosEnderecoPaisIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            pais: zod
              .union([
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(criaEmpresaBodyDadosEnderecoPaisOneIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    nome: zod.string().optional(),
                    descricao: zod.string().optional(),
                  })
                  .describe('Referência a outro registro (id e um rótulo).'),
                zod.null(),
              ])
              .optional(),
          })
          .describe('Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.'),
        telefones: zod
          .array(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(criaEmpresaBodyDadosTelefonesItemIdMax)
                .optional()
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              tipo: zod.enum(['FIXO', 'CELULAR']),
              numero: zod
                .string()
                .regex(criaEmpresaBodyDadosTelefonesItemNumeroRegExp)
                .describe(
                  "Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.",
                ),
              operadora: zod.string().nullish(),
              observacao: zod.string().nullish(),
            }),
          )
          .optional(),
        emails: zod
          .array(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(criaEmpresaBodyDadosEmailsItemIdMax)
                .optional()
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              enderecoEmail: zod.email(),
              nome: zod.string().nullish(),
            }),
          )
          .optional(),
      })
      .describe(
        'Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.',
      ),
    logo: zod.instanceof(Blob).optional(),
    removeLogo: zod
      .boolean()
      .default(criaEmpresaBodyRemoveLogoDefault)
      .describe('Remove o logotipo atual (só na alteração; ignorado quando `logo` é enviado).'),
  })
  .describe(
    'Corpo multipart/form-data da criação e da alteração de cliente: `dados` é o EmpresaInput serializado em JSON (parte application/json) e `logo` o arquivo do logotipo. Na alteração, sem `logo` o logotipo atual é mantido; removeLogo true o remove.',
  );

export const criaEmpresaResponseOneNomeMax = 150;

export const criaEmpresaResponseOneCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const criaEmpresaResponseOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const criaEmpresaResponseOneAcessoLimitadoDefault = false;
export const criaEmpresaResponseOnePlanoIdMax = 9007199254740991;

export const criaEmpresaResponseOneServidorIdMax = 9007199254740991;

export const criaEmpresaResponseOneEnderecoIdMax = 9007199254740991;

export const criaEmpresaResponseOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const criaEmpresaResponseOneEnderecoCidadeIdMax = 9007199254740991;

export const criaEmpresaResponseOneEnderecoCidadeOneIdMax = 9007199254740991;

export const criaEmpresaResponseOneEnderecoPaisIdMax = 9007199254740991;

export const criaEmpresaResponseOneEnderecoPaisOneIdMax = 9007199254740991;

export const criaEmpresaResponseOneTelefonesItemIdMax = 9007199254740991;

export const criaEmpresaResponseOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const criaEmpresaResponseOneEmailsItemIdMax = 9007199254740991;

export const criaEmpresaResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaEmpresaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaEmpresaResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaEmpresaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaEmpresaResponseThreeIdMax = 9007199254740991;

export const criaEmpresaResponseThreeLogoUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const criaEmpresaResponseThreePlanoIdMax = 9007199254740991;

export const criaEmpresaResponseThreeServidorIdMax = 9007199254740991;

export const CriaEmpresaResponse = zod
  .object({
    nome: zod.string().min(1).max(criaEmpresaResponseOneNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(criaEmpresaResponseOneCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(criaEmpresaResponseOneIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    acessoLimitado: zod
      .boolean()
      .default(criaEmpresaResponseOneAcessoLimitadoDefault)
      .describe('Acesso limitado (clientes assim não aparecem no seletor de clientes).'),
    planoId: zod.int().min(1).max(criaEmpresaResponseOnePlanoIdMax).describe('Plano de assinatura.'),
    servidorId: zod
      .int()
      .min(1)
      .max(criaEmpresaResponseOneServidorIdMax)
      .describe('Servidor de aplicação do cliente (somente servidores ativos).'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(criaEmpresaResponseOneEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(criaEmpresaResponseOneEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(criaEmpresaResponseOneEnderecoCidadeIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        cidade: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaEmpresaResponseOneEnderecoCidadeOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string().optional(),
                descricao: zod.string().optional(),
              })
              .describe('Referência a outro registro (id e um rótulo).'),
            zod.null(),
          ])
          .optional(),
        paisId: zod
          .int()
          .min(1)
          .max(criaEmpresaResponseOneEnderecoPaisIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        pais: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaEmpresaResponseOneEnderecoPaisOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string().optional(),
                descricao: zod.string().optional(),
              })
              .describe('Referência a outro registro (id e um rótulo).'),
            zod.null(),
          ])
          .optional(),
      })
      .describe('Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.'),
    telefones: zod
      .array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(criaEmpresaResponseOneTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(criaEmpresaResponseOneTelefonesItemNumeroRegExp)
            .describe(
              "Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.",
            ),
          operadora: zod.string().nullish(),
          observacao: zod.string().nullish(),
        }),
      )
      .optional(),
    emails: zod
      .array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(criaEmpresaResponseOneEmailsItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          enderecoEmail: zod.email(),
          nome: zod.string().nullish(),
        }),
      )
      .optional(),
  })
  .describe(
    'Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.',
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
                  .max(criaEmpresaResponseTwoUsuarioCreatedOneIdMax)
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
                        criaEmpresaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaEmpresaResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaEmpresaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaEmpresaResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      logoUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', criaEmpresaResponseThreeLogoUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe('Logotipo (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem logotipo.'),
      plano: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaEmpresaResponseThreePlanoIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Plano (id e descricao).'),
      servidor: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaEmpresaResponseThreeServidorIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Servidor (id e nome).'),
    }),
  );

/**
 * @summary Busca cliente por id
 */
export const buscaEmpresaPathIdMax = 9007199254740991;

export const BuscaEmpresaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaEmpresaPathIdMax),
});

export const buscaEmpresaResponseOneNomeMax = 150;

export const buscaEmpresaResponseOneCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const buscaEmpresaResponseOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const buscaEmpresaResponseOneAcessoLimitadoDefault = false;
export const buscaEmpresaResponseOnePlanoIdMax = 9007199254740991;

export const buscaEmpresaResponseOneServidorIdMax = 9007199254740991;

export const buscaEmpresaResponseOneEnderecoIdMax = 9007199254740991;

export const buscaEmpresaResponseOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const buscaEmpresaResponseOneEnderecoCidadeIdMax = 9007199254740991;

export const buscaEmpresaResponseOneEnderecoCidadeOneIdMax = 9007199254740991;

export const buscaEmpresaResponseOneEnderecoPaisIdMax = 9007199254740991;

export const buscaEmpresaResponseOneEnderecoPaisOneIdMax = 9007199254740991;

export const buscaEmpresaResponseOneTelefonesItemIdMax = 9007199254740991;

export const buscaEmpresaResponseOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const buscaEmpresaResponseOneEmailsItemIdMax = 9007199254740991;

export const buscaEmpresaResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaEmpresaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaEmpresaResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaEmpresaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaEmpresaResponseThreeIdMax = 9007199254740991;

export const buscaEmpresaResponseThreeLogoUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const buscaEmpresaResponseThreePlanoIdMax = 9007199254740991;

export const buscaEmpresaResponseThreeServidorIdMax = 9007199254740991;

export const BuscaEmpresaResponse = zod
  .object({
    nome: zod.string().min(1).max(buscaEmpresaResponseOneNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(buscaEmpresaResponseOneCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(buscaEmpresaResponseOneIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    acessoLimitado: zod
      .boolean()
      .default(buscaEmpresaResponseOneAcessoLimitadoDefault)
      .describe('Acesso limitado (clientes assim não aparecem no seletor de clientes).'),
    planoId: zod.int().min(1).max(buscaEmpresaResponseOnePlanoIdMax).describe('Plano de assinatura.'),
    servidorId: zod
      .int()
      .min(1)
      .max(buscaEmpresaResponseOneServidorIdMax)
      .describe('Servidor de aplicação do cliente (somente servidores ativos).'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(buscaEmpresaResponseOneEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(buscaEmpresaResponseOneEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(buscaEmpresaResponseOneEnderecoCidadeIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        cidade: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaEmpresaResponseOneEnderecoCidadeOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string().optional(),
                descricao: zod.string().optional(),
              })
              .describe('Referência a outro registro (id e um rótulo).'),
            zod.null(),
          ])
          .optional(),
        paisId: zod
          .int()
          .min(1)
          .max(buscaEmpresaResponseOneEnderecoPaisIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        pais: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaEmpresaResponseOneEnderecoPaisOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string().optional(),
                descricao: zod.string().optional(),
              })
              .describe('Referência a outro registro (id e um rótulo).'),
            zod.null(),
          ])
          .optional(),
      })
      .describe('Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.'),
    telefones: zod
      .array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(buscaEmpresaResponseOneTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(buscaEmpresaResponseOneTelefonesItemNumeroRegExp)
            .describe(
              "Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.",
            ),
          operadora: zod.string().nullish(),
          observacao: zod.string().nullish(),
        }),
      )
      .optional(),
    emails: zod
      .array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(buscaEmpresaResponseOneEmailsItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          enderecoEmail: zod.email(),
          nome: zod.string().nullish(),
        }),
      )
      .optional(),
  })
  .describe(
    'Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.',
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
                  .max(buscaEmpresaResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaEmpresaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaEmpresaResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaEmpresaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaEmpresaResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      logoUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', buscaEmpresaResponseThreeLogoUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe('Logotipo (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem logotipo.'),
      plano: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaEmpresaResponseThreePlanoIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Plano (id e descricao).'),
      servidor: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaEmpresaResponseThreeServidorIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Servidor (id e nome).'),
    }),
  );

/**
 * multipart/form-data: `dados` (EmpresaInput em JSON), `logo` opcional (ausente mantém o atual) e removeLogo.
 * @summary Altera cliente
 */
export const alteraEmpresaPathIdMax = 9007199254740991;

export const AlteraEmpresaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraEmpresaPathIdMax),
});

export const alteraEmpresaBodyDadosNomeMax = 150;

export const alteraEmpresaBodyDadosCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const alteraEmpresaBodyDadosIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const alteraEmpresaBodyDadosAcessoLimitadoDefault = false;
export const alteraEmpresaBodyDadosPlanoIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosServidorIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosEnderecoIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const alteraEmpresaBodyDadosEnderecoCidadeIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosEnderecoCidadeOneIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosEnderecoPaisIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosEnderecoPaisOneIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosTelefonesItemIdMax = 9007199254740991;

export const alteraEmpresaBodyDadosTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const alteraEmpresaBodyDadosEmailsItemIdMax = 9007199254740991;

export const alteraEmpresaBodyRemoveLogoDefault = false;

export const AlteraEmpresaBody = zod
  .object({
    dados: zod
      .object({
        nome: zod.string().min(1).max(alteraEmpresaBodyDadosNomeMax).describe('Razão social ou nome.'),
        cpfcnpj: zod
          .string()
          .regex(alteraEmpresaBodyDadosCpfcnpjRegExp)
          .describe(
            'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
          ),
        ie: zod
          .string()
          .regex(alteraEmpresaBodyDadosIeRegExp)
          .nullish()
          .describe(
            'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
          ),
        acessoLimitado: zod
          .boolean()
          .default(alteraEmpresaBodyDadosAcessoLimitadoDefault)
          .describe('Acesso limitado (clientes assim não aparecem no seletor de clientes).'),
        planoId: zod.int().min(1).max(alteraEmpresaBodyDadosPlanoIdMax).describe('Plano de assinatura.'),
        servidorId: zod
          .int()
          .min(1)
          .max(alteraEmpresaBodyDadosServidorIdMax)
          .describe('Servidor de aplicação do cliente (somente servidores ativos).'),
        endereco: zod
          .object({
            id: zod
              .int()
              .min(1)
              .max(alteraEmpresaBodyDadosEnderecoIdMax)
              .optional()
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            logradouro: zod.string().min(1),
            bairro: zod.string().min(1),
            numero: zod.string().min(1),
            complemento: zod.string().nullish(),
            cep: zod.string().regex(alteraEmpresaBodyDadosEnderecoCepRegExp),
            cidadeId: zod
              .int()
              .min(1)
              .max(alteraEmpresaBodyDadosEnderecoCidadeIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            cidade: zod
              .union([
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(alteraEmpresaBodyDadosEnderecoCidadeOneIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    nome: zod.string().optional(),
                    descricao: zod.string().optional(),
                  })
                  .describe('Referência a outro registro (id e um rótulo).'),
                zod.null(),
              ])
              .optional(),
            paisId: zod
              .int()
              .min(1)
              .max(alteraEmpresaBodyDadosEnderecoPaisIdMax)
              .describe(
                'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
              ),
            pais: zod
              .union([
                zod
                  .object({
                    id: zod
                      .int()
                      .min(1)
                      .max(alteraEmpresaBodyDadosEnderecoPaisOneIdMax)
                      .describe(
                        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                      ),
                    nome: zod.string().optional(),
                    descricao: zod.string().optional(),
                  })
                  .describe('Referência a outro registro (id e um rótulo).'),
                zod.null(),
              ])
              .optional(),
          })
          .describe('Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.'),
        telefones: zod
          .array(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(alteraEmpresaBodyDadosTelefonesItemIdMax)
                .optional()
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              tipo: zod.enum(['FIXO', 'CELULAR']),
              numero: zod
                .string()
                .regex(alteraEmpresaBodyDadosTelefonesItemNumeroRegExp)
                .describe(
                  "Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.",
                ),
              operadora: zod.string().nullish(),
              observacao: zod.string().nullish(),
            }),
          )
          .optional(),
        emails: zod
          .array(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(alteraEmpresaBodyDadosEmailsItemIdMax)
                .optional()
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              enderecoEmail: zod.email(),
              nome: zod.string().nullish(),
            }),
          )
          .optional(),
      })
      .describe(
        'Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.',
      ),
    logo: zod.instanceof(Blob).optional(),
    removeLogo: zod
      .boolean()
      .default(alteraEmpresaBodyRemoveLogoDefault)
      .describe('Remove o logotipo atual (só na alteração; ignorado quando `logo` é enviado).'),
  })
  .describe(
    'Corpo multipart/form-data da criação e da alteração de cliente: `dados` é o EmpresaInput serializado em JSON (parte application/json) e `logo` o arquivo do logotipo. Na alteração, sem `logo` o logotipo atual é mantido; removeLogo true o remove.',
  );

export const alteraEmpresaResponseOneNomeMax = 150;

export const alteraEmpresaResponseOneCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const alteraEmpresaResponseOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const alteraEmpresaResponseOneAcessoLimitadoDefault = false;
export const alteraEmpresaResponseOnePlanoIdMax = 9007199254740991;

export const alteraEmpresaResponseOneServidorIdMax = 9007199254740991;

export const alteraEmpresaResponseOneEnderecoIdMax = 9007199254740991;

export const alteraEmpresaResponseOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const alteraEmpresaResponseOneEnderecoCidadeIdMax = 9007199254740991;

export const alteraEmpresaResponseOneEnderecoCidadeOneIdMax = 9007199254740991;

export const alteraEmpresaResponseOneEnderecoPaisIdMax = 9007199254740991;

export const alteraEmpresaResponseOneEnderecoPaisOneIdMax = 9007199254740991;

export const alteraEmpresaResponseOneTelefonesItemIdMax = 9007199254740991;

export const alteraEmpresaResponseOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const alteraEmpresaResponseOneEmailsItemIdMax = 9007199254740991;

export const alteraEmpresaResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraEmpresaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraEmpresaResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraEmpresaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraEmpresaResponseThreeIdMax = 9007199254740991;

export const alteraEmpresaResponseThreeLogoUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');
export const alteraEmpresaResponseThreePlanoIdMax = 9007199254740991;

export const alteraEmpresaResponseThreeServidorIdMax = 9007199254740991;

export const AlteraEmpresaResponse = zod
  .object({
    nome: zod.string().min(1).max(alteraEmpresaResponseOneNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(alteraEmpresaResponseOneCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(alteraEmpresaResponseOneIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    acessoLimitado: zod
      .boolean()
      .default(alteraEmpresaResponseOneAcessoLimitadoDefault)
      .describe('Acesso limitado (clientes assim não aparecem no seletor de clientes).'),
    planoId: zod.int().min(1).max(alteraEmpresaResponseOnePlanoIdMax).describe('Plano de assinatura.'),
    servidorId: zod
      .int()
      .min(1)
      .max(alteraEmpresaResponseOneServidorIdMax)
      .describe('Servidor de aplicação do cliente (somente servidores ativos).'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(alteraEmpresaResponseOneEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(alteraEmpresaResponseOneEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(alteraEmpresaResponseOneEnderecoCidadeIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        cidade: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraEmpresaResponseOneEnderecoCidadeOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string().optional(),
                descricao: zod.string().optional(),
              })
              .describe('Referência a outro registro (id e um rótulo).'),
            zod.null(),
          ])
          .optional(),
        paisId: zod
          .int()
          .min(1)
          .max(alteraEmpresaResponseOneEnderecoPaisIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        pais: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraEmpresaResponseOneEnderecoPaisOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string().optional(),
                descricao: zod.string().optional(),
              })
              .describe('Referência a outro registro (id e um rótulo).'),
            zod.null(),
          ])
          .optional(),
      })
      .describe('Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.'),
    telefones: zod
      .array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(alteraEmpresaResponseOneTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(alteraEmpresaResponseOneTelefonesItemNumeroRegExp)
            .describe(
              "Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.",
            ),
          operadora: zod.string().nullish(),
          observacao: zod.string().nullish(),
        }),
      )
      .optional(),
    emails: zod
      .array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(alteraEmpresaResponseOneEmailsItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          enderecoEmail: zod.email(),
          nome: zod.string().nullish(),
        }),
      )
      .optional(),
  })
  .describe(
    'Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.',
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
                  .max(alteraEmpresaResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraEmpresaResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraEmpresaResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraEmpresaResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraEmpresaResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      logoUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', alteraEmpresaResponseThreeLogoUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe('Logotipo (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem logotipo.'),
      plano: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraEmpresaResponseThreePlanoIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Plano (id e descricao).'),
      servidor: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraEmpresaResponseThreeServidorIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Servidor (id e nome).'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta clientes em planilha Excel
 */

export const exportaExcelEmpresasQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelEmpresasQueryPlanoIdMax = 9007199254740991;

export const exportaExcelEmpresasQueryServidorIdMax = 9007199254740991;

export const exportaExcelEmpresasQueryIdsItemMax = 9007199254740991;

export const exportaExcelEmpresasQueryIdsMax = 100;

export const ExportaExcelEmpresasQueryParams = zod.object({
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
    .regex(exportaExcelEmpresasQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  acessoLimitado: zod.boolean().optional().describe('Só clientes com (true) ou sem (false) acesso limitado.'),
  planoId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelEmpresasQueryPlanoIdMax)
    .optional()
    .describe('Só clientes do plano.'),
  servidorId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelEmpresasQueryServidorIdMax)
    .optional()
    .describe('Só clientes do servidor.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelEmpresasQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelEmpresasQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelEmpresasResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta clientes em relatório PDF
 */

export const exportaListagemEmpresasQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemEmpresasQueryPlanoIdMax = 9007199254740991;

export const exportaListagemEmpresasQueryServidorIdMax = 9007199254740991;

export const exportaListagemEmpresasQueryIdsItemMax = 9007199254740991;

export const exportaListagemEmpresasQueryIdsMax = 100;

export const ExportaListagemEmpresasQueryParams = zod.object({
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
    .regex(exportaListagemEmpresasQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  acessoLimitado: zod.boolean().optional().describe('Só clientes com (true) ou sem (false) acesso limitado.'),
  planoId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemEmpresasQueryPlanoIdMax)
    .optional()
    .describe('Só clientes do plano.'),
  servidorId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemEmpresasQueryServidorIdMax)
    .optional()
    .describe('Só clientes do servidor.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemEmpresasQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemEmpresasQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemEmpresasResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de clientes
 */
export const buscaColunasUsuarioEmpresasResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioEmpresasResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioEmpresasResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de clientes
 */
export const alteraColunasUsuarioEmpresasBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioEmpresasBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioEmpresasBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioEmpresasResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioEmpresasResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioEmpresasResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * @summary Busca a configuração fiscal do cliente
 */
export const buscaConfiguracoesEmpresaPathIdMax = 9007199254740991;

export const BuscaConfiguracoesEmpresaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaConfiguracoesEmpresaPathIdMax),
});

export const buscaConfiguracoesEmpresaResponseOneAmbienteVersaoCTeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);

export const buscaConfiguracoesEmpresaResponseOneAmbienteVersaoMDFeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);
export const buscaConfiguracoesEmpresaResponseOneEmissaoObsTributariaMax = 2000;

export const buscaConfiguracoesEmpresaResponseOneSeriesSerieCTeMax = 3;

export const buscaConfiguracoesEmpresaResponseOneSeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const buscaConfiguracoesEmpresaResponseOneSeriesSerieMDFeMax = 3;

export const buscaConfiguracoesEmpresaResponseOneSeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');
export const buscaConfiguracoesEmpresaResponseTwoCertificadoOneCnpjRegExp = new RegExp(
  '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$',
);

export const BuscaConfiguracoesEmpresaResponse = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(buscaConfiguracoesEmpresaResponseOneAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(buscaConfiguracoesEmpresaResponseOneAmbienteVersaoMDFeRegExp)
          .describe('Versão do leiaute do MDF-e (ex. 3.00).'),
      })
      .describe('Ambiente e versões dos leiautes fiscais.'),
    emissao: zod
      .object({
        tipoEmissaoCTe: zod
          .enum(['NORMAL', 'CONTINGENCIA_FSDA', 'AUTORIZACAO_SVC_RS', 'AUTORIZACAO_SVC_SP'])
          .describe(
            'Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).',
          ),
        tipoEmissaoMDFe: zod
          .enum(['NORMAL', 'CONTINGENCIA_OFFLINE'])
          .describe('Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).'),
        obsTributaria: zod
          .string()
          .max(buscaConfiguracoesEmpresaResponseOneEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(buscaConfiguracoesEmpresaResponseOneSeriesSerieCTeMax)
          .regex(buscaConfiguracoesEmpresaResponseOneSeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(buscaConfiguracoesEmpresaResponseOneSeriesSerieMDFeMax)
          .regex(buscaConfiguracoesEmpresaResponseOneSeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  )
  .and(
    zod.object({
      certificado: zod
        .union([
          zod
            .object({
              vencimento: zod.iso.date().describe('Último dia de validade do certificado (yyyy-MM-dd).'),
              titular: zod.string().nullish().describe('Nome do titular (CN do certificado).'),
              cnpj: zod
                .string()
                .regex(buscaConfiguracoesEmpresaResponseTwoCertificadoOneCnpjRegExp)
                .nullish()
                .describe('CPF ou CNPJ do titular, sem máscara, quando presente no certificado.'),
            })
            .describe(
              'Dados do certificado digital A1 (.pfx/.p12) lidos do arquivo. A interface mostra "Certificado digital ok, válido até {vencimento}".',
            ),
          zod.null(),
        ])
        .describe(
          'Certificado digital A1 do cliente; nulo enquanto nenhum foi enviado (altera-certificado).',
        ),
    }),
  )
  .describe('Configuração fiscal do cliente, com o certificado digital atual (somente leitura).');

/**
 * O certificado digital não muda por aqui (altera-certificado).
 * @summary Altera a configuração fiscal do cliente
 */
export const alteraConfiguracoesEmpresaPathIdMax = 9007199254740991;

export const AlteraConfiguracoesEmpresaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraConfiguracoesEmpresaPathIdMax),
});

export const alteraConfiguracoesEmpresaBodyAmbienteVersaoCTeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');

export const alteraConfiguracoesEmpresaBodyAmbienteVersaoMDFeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');
export const alteraConfiguracoesEmpresaBodyEmissaoObsTributariaMax = 2000;

export const alteraConfiguracoesEmpresaBodySeriesSerieCTeMax = 3;

export const alteraConfiguracoesEmpresaBodySeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesEmpresaBodySeriesSerieMDFeMax = 3;

export const alteraConfiguracoesEmpresaBodySeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const AlteraConfiguracoesEmpresaBody = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesEmpresaBodyAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesEmpresaBodyAmbienteVersaoMDFeRegExp)
          .describe('Versão do leiaute do MDF-e (ex. 3.00).'),
      })
      .describe('Ambiente e versões dos leiautes fiscais.'),
    emissao: zod
      .object({
        tipoEmissaoCTe: zod
          .enum(['NORMAL', 'CONTINGENCIA_FSDA', 'AUTORIZACAO_SVC_RS', 'AUTORIZACAO_SVC_SP'])
          .describe(
            'Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).',
          ),
        tipoEmissaoMDFe: zod
          .enum(['NORMAL', 'CONTINGENCIA_OFFLINE'])
          .describe('Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).'),
        obsTributaria: zod
          .string()
          .max(alteraConfiguracoesEmpresaBodyEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesEmpresaBodySeriesSerieCTeMax)
          .regex(alteraConfiguracoesEmpresaBodySeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesEmpresaBodySeriesSerieMDFeMax)
          .regex(alteraConfiguracoesEmpresaBodySeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );

export const alteraConfiguracoesEmpresaResponseOneAmbienteVersaoCTeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);

export const alteraConfiguracoesEmpresaResponseOneAmbienteVersaoMDFeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);
export const alteraConfiguracoesEmpresaResponseOneEmissaoObsTributariaMax = 2000;

export const alteraConfiguracoesEmpresaResponseOneSeriesSerieCTeMax = 3;

export const alteraConfiguracoesEmpresaResponseOneSeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesEmpresaResponseOneSeriesSerieMDFeMax = 3;

export const alteraConfiguracoesEmpresaResponseOneSeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesEmpresaResponseTwoCertificadoOneCnpjRegExp = new RegExp(
  '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$',
);

export const AlteraConfiguracoesEmpresaResponse = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesEmpresaResponseOneAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesEmpresaResponseOneAmbienteVersaoMDFeRegExp)
          .describe('Versão do leiaute do MDF-e (ex. 3.00).'),
      })
      .describe('Ambiente e versões dos leiautes fiscais.'),
    emissao: zod
      .object({
        tipoEmissaoCTe: zod
          .enum(['NORMAL', 'CONTINGENCIA_FSDA', 'AUTORIZACAO_SVC_RS', 'AUTORIZACAO_SVC_SP'])
          .describe(
            'Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).',
          ),
        tipoEmissaoMDFe: zod
          .enum(['NORMAL', 'CONTINGENCIA_OFFLINE'])
          .describe('Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).'),
        obsTributaria: zod
          .string()
          .max(alteraConfiguracoesEmpresaResponseOneEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesEmpresaResponseOneSeriesSerieCTeMax)
          .regex(alteraConfiguracoesEmpresaResponseOneSeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesEmpresaResponseOneSeriesSerieMDFeMax)
          .regex(alteraConfiguracoesEmpresaResponseOneSeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  )
  .and(
    zod.object({
      certificado: zod
        .union([
          zod
            .object({
              vencimento: zod.iso.date().describe('Último dia de validade do certificado (yyyy-MM-dd).'),
              titular: zod.string().nullish().describe('Nome do titular (CN do certificado).'),
              cnpj: zod
                .string()
                .regex(alteraConfiguracoesEmpresaResponseTwoCertificadoOneCnpjRegExp)
                .nullish()
                .describe('CPF ou CNPJ do titular, sem máscara, quando presente no certificado.'),
            })
            .describe(
              'Dados do certificado digital A1 (.pfx/.p12) lidos do arquivo. A interface mostra "Certificado digital ok, válido até {vencimento}".',
            ),
          zod.null(),
        ])
        .describe(
          'Certificado digital A1 do cliente; nulo enquanto nenhum foi enviado (altera-certificado).',
        ),
    }),
  )
  .describe('Configuração fiscal do cliente, com o certificado digital atual (somente leitura).');

/**
 * multipart/form-data com o arquivo .pfx/.p12 e a senha (a interface testa antes em testa-certificado-digital). Senha errada, arquivo inválido ou certificado vencido respondem 400.
 * @summary Substitui o certificado digital A1 do cliente
 */
export const alteraCertificadoEmpresaPathIdMax = 9007199254740991;

export const AlteraCertificadoEmpresaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraCertificadoEmpresaPathIdMax),
});

export const AlteraCertificadoEmpresaBody = zod
  .object({
    certificadoDigital: zod.instanceof(Blob),
    senha: zod.string().min(1).describe('Senha do certificado.'),
  })
  .describe(
    'Arquivo do certificado A1 e sua senha (multipart/form-data). Aceita somente .pfx ou .p12; senha errada ou arquivo inválido respondem 400 com a mensagem do erro.',
  );

export const alteraCertificadoEmpresaResponseCnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');

export const AlteraCertificadoEmpresaResponse = zod
  .object({
    vencimento: zod.iso.date().describe('Último dia de validade do certificado (yyyy-MM-dd).'),
    titular: zod.string().nullish().describe('Nome do titular (CN do certificado).'),
    cnpj: zod
      .string()
      .regex(alteraCertificadoEmpresaResponseCnpjRegExp)
      .nullish()
      .describe('CPF ou CNPJ do titular, sem máscara, quando presente no certificado.'),
  })
  .describe(
    'Dados do certificado digital A1 (.pfx/.p12) lidos do arquivo. A interface mostra "Certificado digital ok, válido até {vencimento}".',
  );
