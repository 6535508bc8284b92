import { z } from 'zod';
import { richTextIsEmpty } from '@/ui/rich-text/sanitize-rich-text';
import { validationMessages as messages } from '@/lib/messages';
import type { SetorChamado } from '@generated/api/model';
import { SETOR_LABELS } from '@/lib/format/ticket-labels';

/** Ticket title 15 to 300 characters. */
export const TITLE_MIN = 15;
export const TITLE_MAX = 300;

const SETORES = Object.keys(SETOR_LABELS) as [SetorChamado, ...SetorChamado[]];

/** The new ticket form: setor of the enum, title 15–300, a description, optional customer and files. */
export const newTicketSchema = z.object({
  setor: z.enum(SETORES, { error: messages.required }),
  empresaId: z.number().nullable(),
  titulo: z
    .string()
    .trim()
    .min(1, messages.required)
    .min(TITLE_MIN, messages.min15Chars)
    .max(TITLE_MAX, messages.max300Chars),
  descricao: z.string().refine((html) => !richTextIsEmpty(html), messages.required),
  anexos: z.array(z.instanceof(File)),
});

export type NewTicketInput = z.input<typeof newTicketSchema>;
export type NewTicketValues = z.output<typeof newTicketSchema>;

/** A blank form: no setor chosen yet (the picker shows its placeholder). */
export const EMPTY_TICKET: Partial<NewTicketInput> = {
  empresaId: null,
  titulo: '',
  descricao: '',
  anexos: [],
};
