import { z } from 'zod';
import { alteraMeuPerfilBodyNomeMax } from '@generated/zod/sessao/sessao';
import {
  headIsRaster,
  imageContentRefused,
  rasterFormatOfName,
  readHead,
  type RasterFormat,
} from '@/lib/files/image-content';
import { validationMessages } from '@/lib/messages';
import { AVATAR_MAX_BYTES, formatFileSize, profileTexts } from './profile-texts';

/** The picture formats an avatar may be, by its name's extension (never SVG: it can carry a script). */
const AVATAR_FORMATS: ReadonlySet<RasterFormat> = new Set(['png', 'jpeg', 'gif', 'webp']);

/** The file input's accept attribute: the avatar's extensions. */
export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

/**
 * Why a chosen avatar file is refused, or null when it is fine: it must be named as a PNG, JPG, GIF or
 * WebP image (the extension decides, not the type the browser guessed), of at most 2 MB and not empty.
 * Its content is checked apart (avatarContentError), as reading it takes a moment.
 */
export function avatarFileError(file: File): string | null {
  const format = rasterFormatOfName(file.name);
  if (!format || !AVATAR_FORMATS.has(format)) return profileTexts.avatarNotImage;
  if (file.size === 0) return profileTexts.avatarEmpty;
  if (file.size > AVATAR_MAX_BYTES) return profileTexts.avatarTooLarge(formatFileSize(file.size));
  return null;
}

/**
 * Why a chosen avatar's content is refused, or null: its first bytes must be the image its name says (an
 * SVG or an HTML page named 'foto.png' is refused). Unreadable bytes are refused too.
 */
export async function avatarContentError(file: File): Promise<string | null> {
  const format = rasterFormatOfName(file.name);
  if (!format) return profileTexts.avatarNotImage;
  const head = await readHead(file).catch(() => new Uint8Array(0));
  return headIsRaster(head) ? null : imageContentRefused(file.name, format);
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
