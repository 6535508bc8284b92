/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Alteração do próprio perfil (multipart/form-data). Sem `avatar`, o avatar atual é mantido.
 */
export interface AlteraPerfilInput {
  /**
   * Nome do usuário (obrigatório; gravado em maiúsculas).
   * @minLength 1
   * @maxLength 150
   */
  nome: string;
  /** Nova imagem de avatar (png, jpg, webp ou gif). */
  avatar?: Blob | File;
}
