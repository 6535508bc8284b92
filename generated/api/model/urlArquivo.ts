/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.
 * @pattern ^(/[^/\\]|https://[^/])
 */
export type UrlArquivo = string;
