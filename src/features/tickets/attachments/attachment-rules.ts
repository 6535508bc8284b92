import {
  attachmentContentRefused,
  attachmentKey,
  attachmentRefused,
  attachmentType,
} from '@/lib/files/attachment-types';
import { readHead, rasterFormatOfType } from '@/lib/files/image-content';

export interface AttachmentCheck {
  /** The files kept: the current ones, then the accepted new ones. */
  files: File[];
  /** Files refused for their type or their content, each with the message saying why. */
  refused: Array<{ name: string; message: string }>;
  /** Names of files dropped because the same name and size is already there. */
  duplicates: string[];
}

/**
 * Why a file is refused (its type by the allow-list, then the first bytes of an image against that
 * image's signature), or null. An image whose bytes cannot be read is refused as well.
 */
async function refusalOf(file: File): Promise<string | null> {
  const tipo = attachmentType(file.name, file.type);
  if (!tipo) return attachmentRefused(file.name);
  if (!rasterFormatOfType(tipo)) return null;
  const head = await readHead(file).catch(() => new Uint8Array(0));
  return attachmentContentRefused(file.name, tipo, head);
}

/**
 * Adds chosen files to the current attachments: files of a type not accepted, or whose content is not
 * what their name says (an SVG named 'foto.png'), are refused before any upload; a file with the same
 * name and size as one already kept is dropped. `current` is read once the contents are checked, so
 * files added meanwhile are kept.
 */
export async function checkAttachments(
  current: () => readonly File[],
  added: readonly File[],
): Promise<AttachmentCheck> {
  const refusals = await Promise.all(added.map(refusalOf));
  const files = [...current()];
  const seen = new Set(files.map(attachmentKey));
  const refused: AttachmentCheck['refused'] = [];
  const duplicates: string[] = [];
  added.forEach((file, index) => {
    const message = refusals[index];
    if (message) refused.push({ name: file.name, message });
    else if (seen.has(attachmentKey(file))) duplicates.push(file.name);
    else {
      seen.add(attachmentKey(file));
      files.push(file);
    }
  });
  return { files, refused, duplicates };
}
