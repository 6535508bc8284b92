import { attachmentKey, attachmentType } from '@/lib/files/attachment-types';

export interface AttachmentCheck {
  /** The files kept: the current ones, then the accepted new ones. */
  files: File[];
  /** Names of files refused for their type. */
  refused: string[];
  /** Names of files dropped because the same name and size is already there. */
  duplicates: string[];
}

/**
 * Adds chosen files to the current attachments: files of a type not accepted are refused
 * before any upload; a file with the same name and size as one already kept is dropped.
 */
export function checkAttachments(current: readonly File[], added: readonly File[]): AttachmentCheck {
  const files = [...current];
  const seen = new Set(current.map(attachmentKey));
  const refused: string[] = [];
  const duplicates: string[] = [];
  for (const file of added) {
    if (!attachmentType(file.name, file.type)) refused.push(file.name);
    else if (seen.has(attachmentKey(file))) duplicates.push(file.name);
    else {
      seen.add(attachmentKey(file));
      files.push(file);
    }
  }
  return { files, refused, duplicates };
}
