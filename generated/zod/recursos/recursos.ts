/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * Grava ativo false e acrescenta o motivo ao histórico. Registro já inativo responde 409. Com recurso usuarios e o cabeçalho empresaId, inativa o vínculo do usuário {id} com esse cliente (lista de usuários do cliente) em vez do próprio usuário.
 * @summary Inativa um registro do recurso
 */
export const inativaRegistroPathIdMax = 9007199254740991;

export const InativaRegistroParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
  id: zod.coerce.number().int().min(1).max(inativaRegistroPathIdMax),
});

export const inativaRegistroHeaderEmpresaIdMax = 9007199254740991;

export const InativaRegistroHeader = zod.object({
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(inativaRegistroHeaderEmpresaIdMax)
    .optional()
    .describe('Cliente do vínculo a inativar (só com recurso usuarios).'),
});

export const inativaRegistroBodyMotivoMin = 15;

export const InativaRegistroBody = zod
  .object({
    motivo: zod.string().min(inativaRegistroBodyMotivoMin),
  })
  .describe('Motivo de ativação/inativação (mínimo 15 caracteres após trim; gravado em maiúsculas).');

export const inativaRegistroResponseHistoricoItemIdMax = 9007199254740991;

export const inativaRegistroResponseHistoricoItemUsuarioOneIdMax = 9007199254740991;

export const inativaRegistroResponseHistoricoItemUsuarioOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const InativaRegistroResponse = zod.object({
  ativo: zod.boolean(),
  historico: zod.array(
    zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(inativaRegistroResponseHistoricoItemIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        ativo: zod.boolean().describe('Situação após o evento.'),
        motivo: zod.string(),
        createdAt: zod.iso.datetime({ offset: true }),
        usuario: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(inativaRegistroResponseHistoricoItemUsuarioOneIdMax)
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
                        inativaRegistroResponseHistoricoItemUsuarioOneAvatarUrlOneRegExp,
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
      .describe('Um evento do histórico de ativação/inativação do registro.'),
  ),
});

/**
 * Grava ativo true e acrescenta o motivo ao histórico. Registro já ativo responde 409. Com recurso usuarios e o cabeçalho empresaId, ativa o vínculo do usuário {id} com esse cliente.
 * @summary Ativa um registro do recurso
 */
export const ativaRegistroPathIdMax = 9007199254740991;

export const AtivaRegistroParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
  id: zod.coerce.number().int().min(1).max(ativaRegistroPathIdMax),
});

export const ativaRegistroHeaderEmpresaIdMax = 9007199254740991;

export const AtivaRegistroHeader = zod.object({
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(ativaRegistroHeaderEmpresaIdMax)
    .optional()
    .describe('Cliente do vínculo a ativar (só com recurso usuarios).'),
});

export const ativaRegistroBodyMotivoMin = 15;

export const AtivaRegistroBody = zod
  .object({
    motivo: zod.string().min(ativaRegistroBodyMotivoMin),
  })
  .describe('Motivo de ativação/inativação (mínimo 15 caracteres após trim; gravado em maiúsculas).');

export const ativaRegistroResponseHistoricoItemIdMax = 9007199254740991;

export const ativaRegistroResponseHistoricoItemUsuarioOneIdMax = 9007199254740991;

export const ativaRegistroResponseHistoricoItemUsuarioOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const AtivaRegistroResponse = zod.object({
  ativo: zod.boolean(),
  historico: zod.array(
    zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(ativaRegistroResponseHistoricoItemIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        ativo: zod.boolean().describe('Situação após o evento.'),
        motivo: zod.string(),
        createdAt: zod.iso.datetime({ offset: true }),
        usuario: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(ativaRegistroResponseHistoricoItemUsuarioOneIdMax)
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
                        ativaRegistroResponseHistoricoItemUsuarioOneAvatarUrlOneRegExp,
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
      .describe('Um evento do histórico de ativação/inativação do registro.'),
  ),
});

/**
 * @summary Busca a situação e o histórico de ativação/inativação do registro
 */
export const buscaStatusCadastroPathIdMax = 9007199254740991;

export const BuscaStatusCadastroParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
  id: zod.coerce.number().int().min(1).max(buscaStatusCadastroPathIdMax),
});

export const buscaStatusCadastroResponseHistoricoItemIdMax = 9007199254740991;

export const buscaStatusCadastroResponseHistoricoItemUsuarioOneIdMax = 9007199254740991;

export const buscaStatusCadastroResponseHistoricoItemUsuarioOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);

export const BuscaStatusCadastroResponse = zod.object({
  ativo: zod.boolean(),
  historico: zod.array(
    zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(buscaStatusCadastroResponseHistoricoItemIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        ativo: zod.boolean().describe('Situação após o evento.'),
        motivo: zod.string(),
        createdAt: zod.iso.datetime({ offset: true }),
        usuario: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaStatusCadastroResponseHistoricoItemUsuarioOneIdMax)
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
                        buscaStatusCadastroResponseHistoricoItemUsuarioOneAvatarUrlOneRegExp,
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
      .describe('Um evento do histórico de ativação/inativação do registro.'),
  ),
});
