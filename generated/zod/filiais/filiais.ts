/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * O seletor de filiais usa situacao=UNLOCK (e empresaId quando há cliente escolhido).
 * @summary Lista filiais
 */
export const listaFiliaisQueryLimitePaginaDefault = 10;
export const listaFiliaisQueryPaginaDefault = 1;

export const listaFiliaisQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaFiliaisQueryEmpresaIdMax = 9007199254740991;

export const ListaFiliaisQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaFiliaisQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaFiliaisQueryPaginaDefault)
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
    .regex(listaFiliaisQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaFiliaisQueryEmpresaIdMax)
    .optional()
    .describe('Só filiais do cliente.'),
});

export const listaFiliaisResponseOneTotalItensMin = 0;

export const listaFiliaisResponseOneTotalPaginasMin = 0;

export const listaFiliaisResponseTwoItemsItemOneCodigoMax = 9999;

export const listaFiliaisResponseTwoItemsItemOneFantasiaMax = 150;

export const listaFiliaisResponseTwoItemsItemOneNomeMax = 150;

export const listaFiliaisResponseTwoItemsItemOneCpfcnpjRegExp = new RegExp(
  '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$',
);
export const listaFiliaisResponseTwoItemsItemOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const listaFiliaisResponseTwoItemsItemOneEmpresaIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneEnderecoIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const listaFiliaisResponseTwoItemsItemOneEnderecoCidadeIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneEnderecoCidadeOneIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneEnderecoPaisIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneEnderecoPaisOneIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneTelefonesItemIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const listaFiliaisResponseTwoItemsItemOneEmailsItemIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaFiliaisResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaFiliaisResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaFiliaisResponseTwoItemsItemThreeEmpresaIdMax = 9007199254740991;

export const ListaFiliaisResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaFiliaisResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaFiliaisResponseOneTotalPaginasMin)
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
              .int()
              .min(1)
              .max(listaFiliaisResponseTwoItemsItemOneCodigoMax)
              .describe('Código da filial, único dentro do cliente.'),
            fantasia: zod
              .string()
              .max(listaFiliaisResponseTwoItemsItemOneFantasiaMax)
              .nullish()
              .describe('Nome fantasia.'),
            nome: zod
              .string()
              .min(1)
              .max(listaFiliaisResponseTwoItemsItemOneNomeMax)
              .describe('Razão social ou nome.'),
            cpfcnpj: zod
              .string()
              .regex(listaFiliaisResponseTwoItemsItemOneCpfcnpjRegExp)
              .describe(
                'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
              ),
            ie: zod
              .string()
              .regex(listaFiliaisResponseTwoItemsItemOneIeRegExp)
              .nullish()
              .describe(
                'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
              ),
            tipo: zod
              .enum(['MATRIZ', 'FILIAL'])
              .describe('MATRIZ ou FILIAL (um cliente tem uma única matriz).'),
            tipoPessoa: zod
              .enum(['FISICA', 'JURIDICA'])
              .describe('FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).'),
            regimeTributario: zod
              .enum(['SIMPLES_NACIONAL', 'REAL', 'PRESUMIDO'])
              .describe('Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).'),
            crt: zod
              .enum({
                /** Simples Nacional */
                SIMPLES_NACIONAL: 1,
                /** Simples Nacional, excesso de sublimite de receita bruta */
                SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
                /** Regime Normal */
                REGIME_NORMAL: 3,
              })
              .describe(
                'Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.',
              ),
            empresaId: zod
              .int()
              .min(1)
              .max(listaFiliaisResponseTwoItemsItemOneEmpresaIdMax)
              .describe('Cliente dono da filial.'),
            endereco: zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(listaFiliaisResponseTwoItemsItemOneEnderecoIdMax)
                  .optional()
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                logradouro: zod.string().min(1),
                bairro: zod.string().min(1),
                numero: zod.string().min(1),
                complemento: zod.string().nullish(),
                cep: zod.string().regex(listaFiliaisResponseTwoItemsItemOneEnderecoCepRegExp),
                cidadeId: zod
                  .int()
                  .min(1)
                  .max(listaFiliaisResponseTwoItemsItemOneEnderecoCidadeIdMax)
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
                          .max(listaFiliaisResponseTwoItemsItemOneEnderecoCidadeOneIdMax)
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
                  .max(listaFiliaisResponseTwoItemsItemOneEnderecoPaisIdMax)
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
                          .max(listaFiliaisResponseTwoItemsItemOneEnderecoPaisOneIdMax)
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
                    .max(listaFiliaisResponseTwoItemsItemOneTelefonesItemIdMax)
                    .optional()
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  tipo: zod.enum(['FIXO', 'CELULAR']),
                  numero: zod
                    .string()
                    .regex(listaFiliaisResponseTwoItemsItemOneTelefonesItemNumeroRegExp)
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
                    .max(listaFiliaisResponseTwoItemsItemOneEmailsItemIdMax)
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
          .describe('Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.')
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
                          .max(listaFiliaisResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaFiliaisResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaFiliaisResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaFiliaisResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaFiliaisResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              empresa: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaFiliaisResponseTwoItemsItemThreeEmpresaIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string(),
                })
                .describe('Cliente resumido (id e nome).'),
            }),
          ),
      ),
    }),
  );

/**
 * Código repetido no cliente ou segunda MATRIZ do cliente respondem 409.
 * @summary Cria filial
 */
export const criaFilialBodyCodigoMax = 9999;

export const criaFilialBodyFantasiaMax = 150;

export const criaFilialBodyNomeMax = 150;

export const criaFilialBodyCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const criaFilialBodyIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const criaFilialBodyEmpresaIdMax = 9007199254740991;

export const criaFilialBodyEnderecoIdMax = 9007199254740991;

export const criaFilialBodyEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const criaFilialBodyEnderecoCidadeIdMax = 9007199254740991;

export const criaFilialBodyEnderecoCidadeOneIdMax = 9007199254740991;

export const criaFilialBodyEnderecoPaisIdMax = 9007199254740991;

export const criaFilialBodyEnderecoPaisOneIdMax = 9007199254740991;

export const criaFilialBodyTelefonesItemIdMax = 9007199254740991;

export const criaFilialBodyTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const criaFilialBodyEmailsItemIdMax = 9007199254740991;

export const CriaFilialBody = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(criaFilialBodyCodigoMax)
      .describe('Código da filial, único dentro do cliente.'),
    fantasia: zod.string().max(criaFilialBodyFantasiaMax).nullish().describe('Nome fantasia.'),
    nome: zod.string().min(1).max(criaFilialBodyNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(criaFilialBodyCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(criaFilialBodyIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    tipo: zod.enum(['MATRIZ', 'FILIAL']).describe('MATRIZ ou FILIAL (um cliente tem uma única matriz).'),
    tipoPessoa: zod
      .enum(['FISICA', 'JURIDICA'])
      .describe('FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).'),
    regimeTributario: zod
      .enum(['SIMPLES_NACIONAL', 'REAL', 'PRESUMIDO'])
      .describe('Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).'),
    crt: zod
      .enum({
        /** Simples Nacional */
        SIMPLES_NACIONAL: 1,
        /** Simples Nacional, excesso de sublimite de receita bruta */
        SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
        /** Regime Normal */
        REGIME_NORMAL: 3,
      })
      .describe(
        'Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.',
      ),
    empresaId: zod.int().min(1).max(criaFilialBodyEmpresaIdMax).describe('Cliente dono da filial.'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(criaFilialBodyEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(criaFilialBodyEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(criaFilialBodyEnderecoCidadeIdMax)
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
                  .max(criaFilialBodyEnderecoCidadeOneIdMax)
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
          .max(criaFilialBodyEnderecoPaisIdMax)
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
                  .max(criaFilialBodyEnderecoPaisOneIdMax)
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
            .max(criaFilialBodyTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(criaFilialBodyTelefonesItemNumeroRegExp)
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
            .max(criaFilialBodyEmailsItemIdMax)
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
  .describe('Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.');

export const criaFilialResponseOneCodigoMax = 9999;

export const criaFilialResponseOneFantasiaMax = 150;

export const criaFilialResponseOneNomeMax = 150;

export const criaFilialResponseOneCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const criaFilialResponseOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const criaFilialResponseOneEmpresaIdMax = 9007199254740991;

export const criaFilialResponseOneEnderecoIdMax = 9007199254740991;

export const criaFilialResponseOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const criaFilialResponseOneEnderecoCidadeIdMax = 9007199254740991;

export const criaFilialResponseOneEnderecoCidadeOneIdMax = 9007199254740991;

export const criaFilialResponseOneEnderecoPaisIdMax = 9007199254740991;

export const criaFilialResponseOneEnderecoPaisOneIdMax = 9007199254740991;

export const criaFilialResponseOneTelefonesItemIdMax = 9007199254740991;

export const criaFilialResponseOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const criaFilialResponseOneEmailsItemIdMax = 9007199254740991;

export const criaFilialResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaFilialResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaFilialResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaFilialResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaFilialResponseThreeIdMax = 9007199254740991;

export const criaFilialResponseThreeEmpresaIdMax = 9007199254740991;

export const CriaFilialResponse = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(criaFilialResponseOneCodigoMax)
      .describe('Código da filial, único dentro do cliente.'),
    fantasia: zod.string().max(criaFilialResponseOneFantasiaMax).nullish().describe('Nome fantasia.'),
    nome: zod.string().min(1).max(criaFilialResponseOneNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(criaFilialResponseOneCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(criaFilialResponseOneIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    tipo: zod.enum(['MATRIZ', 'FILIAL']).describe('MATRIZ ou FILIAL (um cliente tem uma única matriz).'),
    tipoPessoa: zod
      .enum(['FISICA', 'JURIDICA'])
      .describe('FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).'),
    regimeTributario: zod
      .enum(['SIMPLES_NACIONAL', 'REAL', 'PRESUMIDO'])
      .describe('Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).'),
    crt: zod
      .enum({
        /** Simples Nacional */
        SIMPLES_NACIONAL: 1,
        /** Simples Nacional, excesso de sublimite de receita bruta */
        SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
        /** Regime Normal */
        REGIME_NORMAL: 3,
      })
      .describe(
        'Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.',
      ),
    empresaId: zod.int().min(1).max(criaFilialResponseOneEmpresaIdMax).describe('Cliente dono da filial.'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(criaFilialResponseOneEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(criaFilialResponseOneEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(criaFilialResponseOneEnderecoCidadeIdMax)
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
                  .max(criaFilialResponseOneEnderecoCidadeOneIdMax)
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
          .max(criaFilialResponseOneEnderecoPaisIdMax)
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
                  .max(criaFilialResponseOneEnderecoPaisOneIdMax)
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
            .max(criaFilialResponseOneTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(criaFilialResponseOneTelefonesItemNumeroRegExp)
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
            .max(criaFilialResponseOneEmailsItemIdMax)
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
  .describe('Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.')
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
                  .max(criaFilialResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaFilialResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
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
                  .max(criaFilialResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaFilialResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
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
        .max(criaFilialResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      empresa: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaFilialResponseThreeEmpresaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string(),
        })
        .describe('Cliente resumido (id e nome).'),
    }),
  );

/**
 * @summary Busca filial por id
 */
export const buscaFilialPathIdMax = 9007199254740991;

export const BuscaFilialParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaFilialPathIdMax),
});

export const buscaFilialResponseOneCodigoMax = 9999;

export const buscaFilialResponseOneFantasiaMax = 150;

export const buscaFilialResponseOneNomeMax = 150;

export const buscaFilialResponseOneCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const buscaFilialResponseOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const buscaFilialResponseOneEmpresaIdMax = 9007199254740991;

export const buscaFilialResponseOneEnderecoIdMax = 9007199254740991;

export const buscaFilialResponseOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const buscaFilialResponseOneEnderecoCidadeIdMax = 9007199254740991;

export const buscaFilialResponseOneEnderecoCidadeOneIdMax = 9007199254740991;

export const buscaFilialResponseOneEnderecoPaisIdMax = 9007199254740991;

export const buscaFilialResponseOneEnderecoPaisOneIdMax = 9007199254740991;

export const buscaFilialResponseOneTelefonesItemIdMax = 9007199254740991;

export const buscaFilialResponseOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const buscaFilialResponseOneEmailsItemIdMax = 9007199254740991;

export const buscaFilialResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaFilialResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaFilialResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaFilialResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaFilialResponseThreeIdMax = 9007199254740991;

export const buscaFilialResponseThreeEmpresaIdMax = 9007199254740991;

export const BuscaFilialResponse = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(buscaFilialResponseOneCodigoMax)
      .describe('Código da filial, único dentro do cliente.'),
    fantasia: zod.string().max(buscaFilialResponseOneFantasiaMax).nullish().describe('Nome fantasia.'),
    nome: zod.string().min(1).max(buscaFilialResponseOneNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(buscaFilialResponseOneCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(buscaFilialResponseOneIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    tipo: zod.enum(['MATRIZ', 'FILIAL']).describe('MATRIZ ou FILIAL (um cliente tem uma única matriz).'),
    tipoPessoa: zod
      .enum(['FISICA', 'JURIDICA'])
      .describe('FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).'),
    regimeTributario: zod
      .enum(['SIMPLES_NACIONAL', 'REAL', 'PRESUMIDO'])
      .describe('Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).'),
    crt: zod
      .enum({
        /** Simples Nacional */
        SIMPLES_NACIONAL: 1,
        /** Simples Nacional, excesso de sublimite de receita bruta */
        SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
        /** Regime Normal */
        REGIME_NORMAL: 3,
      })
      .describe(
        'Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.',
      ),
    empresaId: zod.int().min(1).max(buscaFilialResponseOneEmpresaIdMax).describe('Cliente dono da filial.'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(buscaFilialResponseOneEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(buscaFilialResponseOneEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(buscaFilialResponseOneEnderecoCidadeIdMax)
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
                  .max(buscaFilialResponseOneEnderecoCidadeOneIdMax)
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
          .max(buscaFilialResponseOneEnderecoPaisIdMax)
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
                  .max(buscaFilialResponseOneEnderecoPaisOneIdMax)
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
            .max(buscaFilialResponseOneTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(buscaFilialResponseOneTelefonesItemNumeroRegExp)
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
            .max(buscaFilialResponseOneEmailsItemIdMax)
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
  .describe('Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.')
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
                  .max(buscaFilialResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaFilialResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaFilialResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaFilialResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaFilialResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      empresa: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaFilialResponseThreeEmpresaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string(),
        })
        .describe('Cliente resumido (id e nome).'),
    }),
  );

/**
 * @summary Altera filial
 */
export const alteraFilialPathIdMax = 9007199254740991;

export const AlteraFilialParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraFilialPathIdMax),
});

export const alteraFilialBodyCodigoMax = 9999;

export const alteraFilialBodyFantasiaMax = 150;

export const alteraFilialBodyNomeMax = 150;

export const alteraFilialBodyCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const alteraFilialBodyIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const alteraFilialBodyEmpresaIdMax = 9007199254740991;

export const alteraFilialBodyEnderecoIdMax = 9007199254740991;

export const alteraFilialBodyEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const alteraFilialBodyEnderecoCidadeIdMax = 9007199254740991;

export const alteraFilialBodyEnderecoCidadeOneIdMax = 9007199254740991;

export const alteraFilialBodyEnderecoPaisIdMax = 9007199254740991;

export const alteraFilialBodyEnderecoPaisOneIdMax = 9007199254740991;

export const alteraFilialBodyTelefonesItemIdMax = 9007199254740991;

export const alteraFilialBodyTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const alteraFilialBodyEmailsItemIdMax = 9007199254740991;

export const AlteraFilialBody = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(alteraFilialBodyCodigoMax)
      .describe('Código da filial, único dentro do cliente.'),
    fantasia: zod.string().max(alteraFilialBodyFantasiaMax).nullish().describe('Nome fantasia.'),
    nome: zod.string().min(1).max(alteraFilialBodyNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(alteraFilialBodyCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(alteraFilialBodyIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    tipo: zod.enum(['MATRIZ', 'FILIAL']).describe('MATRIZ ou FILIAL (um cliente tem uma única matriz).'),
    tipoPessoa: zod
      .enum(['FISICA', 'JURIDICA'])
      .describe('FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).'),
    regimeTributario: zod
      .enum(['SIMPLES_NACIONAL', 'REAL', 'PRESUMIDO'])
      .describe('Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).'),
    crt: zod
      .enum({
        /** Simples Nacional */
        SIMPLES_NACIONAL: 1,
        /** Simples Nacional, excesso de sublimite de receita bruta */
        SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
        /** Regime Normal */
        REGIME_NORMAL: 3,
      })
      .describe(
        'Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.',
      ),
    empresaId: zod.int().min(1).max(alteraFilialBodyEmpresaIdMax).describe('Cliente dono da filial.'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(alteraFilialBodyEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(alteraFilialBodyEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(alteraFilialBodyEnderecoCidadeIdMax)
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
                  .max(alteraFilialBodyEnderecoCidadeOneIdMax)
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
          .max(alteraFilialBodyEnderecoPaisIdMax)
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
                  .max(alteraFilialBodyEnderecoPaisOneIdMax)
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
            .max(alteraFilialBodyTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(alteraFilialBodyTelefonesItemNumeroRegExp)
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
            .max(alteraFilialBodyEmailsItemIdMax)
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
  .describe('Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.');

export const alteraFilialResponseOneCodigoMax = 9999;

export const alteraFilialResponseOneFantasiaMax = 150;

export const alteraFilialResponseOneNomeMax = 150;

export const alteraFilialResponseOneCpfcnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');
export const alteraFilialResponseOneIeRegExp = new RegExp('^(ISENTO|[0-9]{2,14})$');
export const alteraFilialResponseOneEmpresaIdMax = 9007199254740991;

export const alteraFilialResponseOneEnderecoIdMax = 9007199254740991;

export const alteraFilialResponseOneEnderecoCepRegExp = new RegExp('^[0-9]{8}$');
export const alteraFilialResponseOneEnderecoCidadeIdMax = 9007199254740991;

export const alteraFilialResponseOneEnderecoCidadeOneIdMax = 9007199254740991;

export const alteraFilialResponseOneEnderecoPaisIdMax = 9007199254740991;

export const alteraFilialResponseOneEnderecoPaisOneIdMax = 9007199254740991;

export const alteraFilialResponseOneTelefonesItemIdMax = 9007199254740991;

export const alteraFilialResponseOneTelefonesItemNumeroRegExp = new RegExp(
  '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
);
export const alteraFilialResponseOneEmailsItemIdMax = 9007199254740991;

export const alteraFilialResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraFilialResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraFilialResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraFilialResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraFilialResponseThreeIdMax = 9007199254740991;

export const alteraFilialResponseThreeEmpresaIdMax = 9007199254740991;

export const AlteraFilialResponse = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(alteraFilialResponseOneCodigoMax)
      .describe('Código da filial, único dentro do cliente.'),
    fantasia: zod.string().max(alteraFilialResponseOneFantasiaMax).nullish().describe('Nome fantasia.'),
    nome: zod.string().min(1).max(alteraFilialResponseOneNomeMax).describe('Razão social ou nome.'),
    cpfcnpj: zod
      .string()
      .regex(alteraFilialResponseOneCpfcnpjRegExp)
      .describe(
        'CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").',
      ),
    ie: zod
      .string()
      .regex(alteraFilialResponseOneIeRegExp)
      .nullish()
      .describe(
        'Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").',
      ),
    tipo: zod.enum(['MATRIZ', 'FILIAL']).describe('MATRIZ ou FILIAL (um cliente tem uma única matriz).'),
    tipoPessoa: zod
      .enum(['FISICA', 'JURIDICA'])
      .describe('FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).'),
    regimeTributario: zod
      .enum(['SIMPLES_NACIONAL', 'REAL', 'PRESUMIDO'])
      .describe('Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).'),
    crt: zod
      .enum({
        /** Simples Nacional */
        SIMPLES_NACIONAL: 1,
        /** Simples Nacional, excesso de sublimite de receita bruta */
        SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
        /** Regime Normal */
        REGIME_NORMAL: 3,
      })
      .describe(
        'Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.',
      ),
    empresaId: zod.int().min(1).max(alteraFilialResponseOneEmpresaIdMax).describe('Cliente dono da filial.'),
    endereco: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(alteraFilialResponseOneEnderecoIdMax)
          .optional()
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        logradouro: zod.string().min(1),
        bairro: zod.string().min(1),
        numero: zod.string().min(1),
        complemento: zod.string().nullish(),
        cep: zod.string().regex(alteraFilialResponseOneEnderecoCepRegExp),
        cidadeId: zod
          .int()
          .min(1)
          .max(alteraFilialResponseOneEnderecoCidadeIdMax)
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
                  .max(alteraFilialResponseOneEnderecoCidadeOneIdMax)
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
          .max(alteraFilialResponseOneEnderecoPaisIdMax)
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
                  .max(alteraFilialResponseOneEnderecoPaisOneIdMax)
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
            .max(alteraFilialResponseOneTelefonesItemIdMax)
            .optional()
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          tipo: zod.enum(['FIXO', 'CELULAR']),
          numero: zod
            .string()
            .regex(alteraFilialResponseOneTelefonesItemNumeroRegExp)
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
            .max(alteraFilialResponseOneEmailsItemIdMax)
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
  .describe('Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.')
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
                  .max(alteraFilialResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraFilialResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraFilialResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraFilialResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraFilialResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      empresa: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraFilialResponseThreeEmpresaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string(),
        })
        .describe('Cliente resumido (id e nome).'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta filiais em planilha Excel
 */

export const exportaExcelFiliaisQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelFiliaisQueryEmpresaIdMax = 9007199254740991;

export const exportaExcelFiliaisQueryIdsItemMax = 9007199254740991;

export const exportaExcelFiliaisQueryIdsMax = 100;

export const ExportaExcelFiliaisQueryParams = zod.object({
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
    .regex(exportaExcelFiliaisQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelFiliaisQueryEmpresaIdMax)
    .optional()
    .describe('Só filiais do cliente.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelFiliaisQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelFiliaisQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelFiliaisResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta filiais em relatório PDF
 */

export const exportaListagemFiliaisQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemFiliaisQueryEmpresaIdMax = 9007199254740991;

export const exportaListagemFiliaisQueryIdsItemMax = 9007199254740991;

export const exportaListagemFiliaisQueryIdsMax = 100;

export const ExportaListagemFiliaisQueryParams = zod.object({
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
    .regex(exportaListagemFiliaisQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemFiliaisQueryEmpresaIdMax)
    .optional()
    .describe('Só filiais do cliente.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemFiliaisQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemFiliaisQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemFiliaisResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de filiais
 */
export const buscaColunasUsuarioFiliaisResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioFiliaisResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioFiliaisResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de filiais
 */
export const alteraColunasUsuarioFiliaisBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioFiliaisBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioFiliaisBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioFiliaisResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioFiliaisResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioFiliaisResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * @summary Busca a configuração fiscal da filial
 */
export const buscaConfiguracoesFilialPathIdMax = 9007199254740991;

export const BuscaConfiguracoesFilialParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaConfiguracoesFilialPathIdMax),
});

export const buscaConfiguracoesFilialResponseAmbienteVersaoCTeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');

export const buscaConfiguracoesFilialResponseAmbienteVersaoMDFeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');
export const buscaConfiguracoesFilialResponseEmissaoObsTributariaMax = 2000;

export const buscaConfiguracoesFilialResponseSeriesSerieCTeMax = 3;

export const buscaConfiguracoesFilialResponseSeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const buscaConfiguracoesFilialResponseSeriesSerieMDFeMax = 3;

export const buscaConfiguracoesFilialResponseSeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const BuscaConfiguracoesFilialResponse = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(buscaConfiguracoesFilialResponseAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(buscaConfiguracoesFilialResponseAmbienteVersaoMDFeRegExp)
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
          .max(buscaConfiguracoesFilialResponseEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(buscaConfiguracoesFilialResponseSeriesSerieCTeMax)
          .regex(buscaConfiguracoesFilialResponseSeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(buscaConfiguracoesFilialResponseSeriesSerieMDFeMax)
          .regex(buscaConfiguracoesFilialResponseSeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );

/**
 * @summary Altera a configuração fiscal da filial
 */
export const alteraConfiguracoesFilialPathIdMax = 9007199254740991;

export const AlteraConfiguracoesFilialParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraConfiguracoesFilialPathIdMax),
});

export const alteraConfiguracoesFilialBodyAmbienteVersaoCTeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');

export const alteraConfiguracoesFilialBodyAmbienteVersaoMDFeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');
export const alteraConfiguracoesFilialBodyEmissaoObsTributariaMax = 2000;

export const alteraConfiguracoesFilialBodySeriesSerieCTeMax = 3;

export const alteraConfiguracoesFilialBodySeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesFilialBodySeriesSerieMDFeMax = 3;

export const alteraConfiguracoesFilialBodySeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const AlteraConfiguracoesFilialBody = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesFilialBodyAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesFilialBodyAmbienteVersaoMDFeRegExp)
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
          .max(alteraConfiguracoesFilialBodyEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesFilialBodySeriesSerieCTeMax)
          .regex(alteraConfiguracoesFilialBodySeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesFilialBodySeriesSerieMDFeMax)
          .regex(alteraConfiguracoesFilialBodySeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );

export const alteraConfiguracoesFilialResponseAmbienteVersaoCTeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');

export const alteraConfiguracoesFilialResponseAmbienteVersaoMDFeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);
export const alteraConfiguracoesFilialResponseEmissaoObsTributariaMax = 2000;

export const alteraConfiguracoesFilialResponseSeriesSerieCTeMax = 3;

export const alteraConfiguracoesFilialResponseSeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesFilialResponseSeriesSerieMDFeMax = 3;

export const alteraConfiguracoesFilialResponseSeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const AlteraConfiguracoesFilialResponse = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesFilialResponseAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesFilialResponseAmbienteVersaoMDFeRegExp)
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
          .max(alteraConfiguracoesFilialResponseEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesFilialResponseSeriesSerieCTeMax)
          .regex(alteraConfiguracoesFilialResponseSeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesFilialResponseSeriesSerieMDFeMax)
          .regex(alteraConfiguracoesFilialResponseSeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );
