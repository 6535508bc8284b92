/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type TelefoneTipo = (typeof TelefoneTipo)[keyof typeof TelefoneTipo];

export const TelefoneTipo = {
  FIXO: 'FIXO',
  CELULAR: 'CELULAR',
} as const;
