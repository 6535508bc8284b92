/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Modalidade do seguro de carga. RCTR_C = Responsabilidade Civil do Transportador Rodoviário de Carga (obrigatório; acidentes com o veículo); RC_DC = Responsabilidade Civil por Desaparecimento de Carga (roubo, furto, apropriação indébita); RC_V = Responsabilidade Civil do Veículo (danos a terceiros); OUTROS = demais coberturas (ex. seguro ambiental, avarias).
 */
export type TipoSeguroCarga = (typeof TipoSeguroCarga)[keyof typeof TipoSeguroCarga];

export const TipoSeguroCarga = {
  RCTR_C: 'RCTR_C',
  RC_DC: 'RC_DC',
  RC_V: 'RC_V',
  OUTROS: 'OUTROS',
} as const;
