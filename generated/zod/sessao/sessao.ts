/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * Troca e-mail e senha pelos tokens da sessão. Credenciais inválidas respondem 401. A interface busca em seguida o perfil e desconecta quem não é admin.
 * @summary Autentica o usuário (login)
 */

export const AutenticaUsuarioBody = zod
  .object({
    email: zod.email().describe('E-mail do usuário.'),
    senha: zod.string().min(1).describe('Senha do usuário.'),
  })
  .describe('Credenciais de acesso.');

export const AutenticaUsuarioResponse = zod
  .object({
    token: zod.string().min(1).describe('Token de acesso (JWT).'),
    refreshToken: zod.string().min(1).describe('Token de renovação.'),
    expiraEm: zod.int().min(1).describe('Segundos até o token de acesso vencer.'),
  })
  .describe(
    'Tokens da sessão. `token` vai no cabeçalho Authorization (Bearer) de toda chamada; `refreshToken` serve só para a renovação. Credenciais inválidas ou renovação recusada respondem 401.',
  );

/**
 * Chamada a cada 50000 ms. Token de renovação inválido ou vencido responde 401 e a interface encerra a sessão.
 * @summary Renova os tokens da sessão
 */

export const RenovaTokenBody = zod
  .object({
    token: zod.string().min(1).describe('Token de acesso atual (pode estar vencido).'),
    refreshToken: zod
      .string()
      .min(1)
      .describe('Token de renovação recebido no login ou na última renovação.'),
  })
  .describe('Par de tokens atual, trocado por um novo par (a interface renova a cada 50000 ms).');

export const RenovaTokenResponse = zod
  .object({
    token: zod.string().min(1).describe('Token de acesso (JWT).'),
    refreshToken: zod.string().min(1).describe('Token de renovação.'),
    expiraEm: zod.int().min(1).describe('Segundos até o token de acesso vencer.'),
  })
  .describe(
    'Tokens da sessão. `token` vai no cabeçalho Authorization (Bearer) de toda chamada; `refreshToken` serve só para a renovação. Credenciais inválidas ou renovação recusada respondem 401.',
  );

/**
 * @summary Busca o perfil do usuário da sessão
 */
export const buscaMeuPerfilResponseUsuarioIdMax = 9007199254740991;

export const buscaMeuPerfilResponseUsuarioAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');

export const BuscaMeuPerfilResponse = zod.object({
  usuario: zod
    .object({
      id: zod
        .int()
        .min(1)
        .max(buscaMeuPerfilResponseUsuarioIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      nome: zod.string().describe('Nome em maiúsculas; o menu saúda pelo primeiro nome.'),
      email: zod.email(),
      avatarUrl: zod
        .union([
          zod
            .stringFormat('uri-reference', buscaMeuPerfilResponseUsuarioAvatarUrlOneRegExp)
            .describe(
              'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
            ),
          zod.null(),
        ])
        .describe(
          'Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar.',
        ),
      ativo: zod.boolean(),
      admin: zod.boolean().describe('Usuário da equipe do provedor (único que pode usar o Retaguarda).'),
    })
    .describe(
      'Usuário da sessão. Só usuários com admin true podem usar o Retaguarda: os demais são desconectados logo após o login.',
    ),
});

/**
 * @summary Busca os códigos de ação do usuário da sessão
 */
export const buscaMinhasPermissoesResponseAcoesItemRegExp = new RegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$');

export const BuscaMinhasPermissoesResponse = zod
  .object({
    acoes: zod.array(
      zod
        .string()
        .regex(buscaMinhasPermissoesResponseAcoesItemRegExp)
        .describe(
          'Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).',
        ),
    ),
  })
  .describe(
    'Códigos de ação que o usuário da sessão pode executar, tratados como um conjunto (ex. CON_CID, NOV_EMP, ALT_CONF_FIL, ATIVA_INATIVA_USU, IMPORTA_NCM, EMAIL_USU, DEL_FRONT_ROT).',
  );

/**
 * @summary Altera nome e avatar do usuário da sessão
 */
export const alteraMeuPerfilBodyNomeMax = 150;

export const AlteraMeuPerfilBody = zod
  .object({
    nome: zod
      .string()
      .min(1)
      .max(alteraMeuPerfilBodyNomeMax)
      .describe('Nome do usuário (obrigatório; gravado em maiúsculas).'),
    avatar: zod.instanceof(Blob).optional(),
  })
  .describe('Alteração do próprio perfil (multipart/form-data). Sem `avatar`, o avatar atual é mantido.');

export const alteraMeuPerfilResponseIdMax = 9007199254740991;

export const alteraMeuPerfilResponseAvatarUrlOneRegExp = new RegExp('^(/[^/\\\\]|https://[^/])');

export const AlteraMeuPerfilResponse = zod
  .object({
    id: zod
      .int()
      .min(1)
      .max(alteraMeuPerfilResponseIdMax)
      .describe(
        'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
      ),
    nome: zod.string().describe('Nome em maiúsculas; o menu saúda pelo primeiro nome.'),
    email: zod.email(),
    avatarUrl: zod
      .union([
        zod
          .stringFormat('uri-reference', alteraMeuPerfilResponseAvatarUrlOneRegExp)
          .describe(
            'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
          ),
        zod.null(),
      ])
      .describe(
        'Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar.',
      ),
    ativo: zod.boolean(),
    admin: zod.boolean().describe('Usuário da equipe do provedor (único que pode usar o Retaguarda).'),
  })
  .describe(
    'Usuário da sessão. Só usuários com admin true podem usar o Retaguarda: os demais são desconectados logo após o login.',
  );

/**
 * @summary Altera a senha do usuário da sessão
 */

export const AlteraMinhaSenhaBody = zod
  .object({
    senha: zod.string().min(1).describe('Nova senha.'),
    confirmaSenha: zod.string().min(1).describe('Repetição da nova senha.'),
    senhaAtual: zod.string().min(1).describe('Senha atual.'),
  })
  .describe(
    'Troca da própria senha. confirmaSenha deve ser igual a senha ("Senhas não conferem") e a nova senha deve ser diferente da atual; senhaAtual errada responde 400.',
  );

export const AlteraMinhaSenhaResponse = zod.void();
