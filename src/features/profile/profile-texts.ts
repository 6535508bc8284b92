/**
 * Texts of the profile feature of our own wording (the product's fixed messages come from
 * src/lib/messages.ts). pt-BR only.
 */

/** Largest avatar accepted by the form: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const profileTexts = {
  editProfile: 'Editar perfil',
  dialogTitle: 'Editar perfil',
  dialogDescription: 'Altere seu nome e sua foto. O e-mail não pode ser alterado.',
  name: 'Nome',
  email: 'E-mail',
  avatar: 'Foto do perfil',
  avatarHint: 'Imagem (PNG, JPG, GIF ou WebP) de até 2 MB. Sem uma nova imagem, a foto atual é mantida.',
  chooseAvatar: 'Escolher imagem',
  changeAvatar: 'Trocar imagem',
  keepCurrentAvatar: 'Manter a foto atual',
  newAvatarPreview: (fileName: string): string => `Nova foto escolhida: ${fileName}`,
  avatarNotImage: 'O arquivo escolhido não é uma imagem. Escolha um arquivo PNG, JPG, GIF ou WebP.',
  avatarTooLarge: (size: string): string => `A imagem tem ${size}: escolha uma imagem de até 2 MB.`,
  avatarEmpty: 'O arquivo escolhido está vazio.',
  nameTooLong: (max: number): string => `Máximo ${max} caracteres`,
  profileSaved: 'Perfil atualizado com sucesso',
  saving: 'Salvando…',
  passwordSection: 'Alterar senha',
  passwordSectionHint: 'Informe a senha atual e a nova senha duas vezes.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  changePassword: 'Alterar senha',
  passwordChanged: 'Senha alterada com sucesso',
  newPasswordSameAsCurrent: 'A nova senha deve ser diferente da atual',
  personalData: 'Dados pessoais',
} as const;

/**
 * 2_621_440 → '2,5 MB' (pt-BR decimal comma). Rounded up, so a file just over a limit never reads as
 * the limit itself (2 MB + 1 byte → '2,01 MB').
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  const format = (value: number, digits: number) =>
    value.toLocaleString('pt-BR', { maximumFractionDigits: digits, roundingMode: 'ceil' });
  return kb < 1024 ? `${format(kb, 0)} KB` : `${format(kb / 1024, 2)} MB`;
}
