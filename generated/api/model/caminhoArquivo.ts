/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Caminho de um arquivo armazenado na API, relativo à URL base da API como todo caminho deste contrato (ex. /v1/arquivos/{arquivoId}, servido por buscaArquivo; com a base /dev/api, o pedido vai a /dev/api/v1/arquivos/{arquivoId}, não à raiz do host): começa por uma única barra, sem esquema nem host, sem segmentos '.' ou '..' (também não em %2e). A interface o baixa pelo cliente HTTP, com o token da sessão; um caminho fora disso não é pedido.
 * @pattern ^/[^/\\]
 */
export type CaminhoArquivo = string;
