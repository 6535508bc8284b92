import { z } from 'zod';
import { richTextIsEmpty } from '@/ui/rich-text/sanitize-rich-text';
import { ticketDetailsTexts as texts } from './ticket-details-texts';

/** Files chosen in an AttachmentInput (already checked for type and duplicates there). */
export const attachmentsField = z.array(z.instanceof(File));

/** New comment: comentario required; private flag; attachments. */
export const commentSchema = z.object({
  comentario: z.string().refine((html) => !richTextIsEmpty(html), texts.required),
  privado: z.boolean(),
  anexos: attachmentsField,
});

export type CommentFormValues = z.input<typeof commentSchema>;

export const EMPTY_COMMENT: CommentFormValues = { comentario: '', privado: false, anexos: [] };

/** The rich text to send, or undefined when nothing visible was typed. */
export function richTextOrUndefined(html: string): string | undefined {
  return richTextIsEmpty(html) ? undefined : html;
}
