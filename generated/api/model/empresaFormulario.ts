/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { EmpresaInput } from './empresaInput';

/**
 * Corpo multipart/form-data da criação e da alteração de cliente: `dados` é o EmpresaInput serializado em JSON (parte application/json) e `logo` o arquivo do logotipo. Na alteração, sem `logo` o logotipo atual é mantido; removeLogo true o remove.
 */
export interface EmpresaFormulario {
  dados: EmpresaInput;
  /** Imagem do logotipo (png, jpg, webp ou svg). */
  logo?: Blob | File;
  /** Remove o logotipo atual (só na alteração; ignorado quando `logo` é enviado). */
  removeLogo?: boolean;
}
