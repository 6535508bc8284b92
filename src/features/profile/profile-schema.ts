import { z } from 'zod';
import { alteraMeuPerfilBodyNomeMax } from '@generated/zod/sessao/sessao';
import { validationMessages } from '@/lib/messages';
import { AVATAR_MAX_BYTES, formatFileSize, profileTexts } from './profile-texts';

/**
 * Why a chosen avatar file is refused, or null when it is fine: it must be an image (image/* type)
 * of at most 2 MB and not empty.
 */
export function avatarFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return profileTexts.avatarNotImage;
  if (file.size === 0) return profileTexts.avatarEmpty;
  if (file.size > AVATAR_MAX_BYTES) return profileTexts.avatarTooLarge(formatFileSize(file.size));
  return null;
}

/** 'ana carolina' → 'ANA CAROLINA' (pt-BR rules, so accented letters are uppercased too). */
export function toUpperName(value: string): string {
  return value.toLocaleUpperCase('pt-BR');
}

/**
 * Profile form: nome required and uppercased; avatar an optional image. A null avatar keeps
 * the current picture (the API keeps it when no file is sent).
 */
export const profileSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(1, validationMessages.required)
    .max(alteraMeuPerfilBodyNomeMax, profileTexts.nameTooLong(alteraMeuPerfilBodyNomeMax))
    .transform(toUpperName),
  avatar: z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      const message = file ? avatarFileError(file) : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});

export type ProfileFormValues = z.input<typeof profileSchema>;
export type ProfileFormOutput = z.output<typeof profileSchema>;

/** Whether the form would change anything: a new name (as it will be saved) or a new picture. */
export function hasProfileChanges(values: ProfileFormValues, currentName: string): boolean {
  return toUpperName(values.nome.trim()) !== toUpperName(currentName.trim()) || values.avatar !== null;
}
