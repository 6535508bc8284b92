/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Dados de servidor de aplicação enviados na criação e na alteração.
 */
export interface ServidorInput {
  /**
   * Nome do servidor (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  nome: string;
  /**
   * Endereço do servidor: nome de host ou IP, com porta opcional, ou URL http(s) (ex. app01.exemplo.com.br, 10.0.0.5:8080, https://app01.exemplo.com.br/api).
   * @minLength 1
   * @maxLength 255
   * @pattern ^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\S*)?$
   */
  endereco: string;
  /**
   * Id da instância na nuvem (Magalu Cloud) que hospeda o servidor, quando houver: letras, dígitos, - e _ (o gateway só encaminha as chamadas de nuvem com um id assim). Com ele a tela mostra o status da instância e permite ligá-la.
   * @minLength 1
   * @maxLength 100
   * @nullable
   * @pattern ^[A-Za-z0-9_-]+$
   */
  magaluId?: string | null;
}
