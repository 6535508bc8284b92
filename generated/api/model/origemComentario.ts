/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Quem escreveu o comentário: CLIENTE (um usuário do cliente) ou SUPORTE (a equipe do provedor). O spec não diz como distingui-los (o autor é só um UsuarioResumo); escolha de desenho para a conversa marcar cada lado.
 */
export type OrigemComentario = (typeof OrigemComentario)[keyof typeof OrigemComentario];

export const OrigemComentario = {
  CLIENTE: 'CLIENTE',
  SUPORTE: 'SUPORTE',
} as const;
