import { z } from 'zod';
import { StatusAlteravelChamado, type StatusChamado } from '@generated/api/model';
import { richTextIsEmpty } from '@/ui/rich-text/sanitize-rich-text';
import { changeableStatuses } from '@/lib/format/ticket-labels';
import { attachmentsField } from './comment-schema';
import { ticketDetailsTexts as texts } from './ticket-details-texts';

/**
 * Expected completion date: a valid date after now. `now` is read when the form validates,
 * so a moment that became past while the dialog was open is refused too.
 */
export function dueDateSchema(now: () => number = Date.now) {
  return z.object({
    dataPrevisaoConclusao: z
      .date({ error: texts.invalidDate })
      .nullable()
      .superRefine((date, ctx) => {
        if (date === null) ctx.addIssue({ code: 'custom', message: texts.required });
        else if (date.getTime() <= now()) ctx.addIssue({ code: 'custom', message: texts.notBeforeNow });
      }),
  });
}
export type DueDateFormValues = z.input<ReturnType<typeof dueDateSchema>>;

/** Same moment to the minute (the calendar does not show seconds). */
export function sameMinute(a: Date | null, b: Date | null): boolean {
  if (!a || !b) return a === b;
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}

/**
 * Status change: a status the dialog offers for `current` (never the current one,
 * EM_ABERTO, FECHADO or TODOS); comentario required when there are attachments.
 */
export function statusSchema(current: StatusChamado) {
  const offered = new Set<string>(changeableStatuses(current).map((option) => option.value));
  return z
    .object({
      status: z.enum(StatusAlteravelChamado).nullable(),
      comentario: z.string(),
      privado: z.boolean(),
      anexos: attachmentsField,
    })
    .superRefine((values, ctx) => {
      if (values.status === null) ctx.addIssue({ code: 'custom', path: ['status'], message: texts.required });
      else if (!offered.has(values.status))
        ctx.addIssue({ code: 'custom', path: ['status'], message: texts.invalidOption });
      if (values.anexos.length > 0 && richTextIsEmpty(values.comentario)) {
        ctx.addIssue({ code: 'custom', path: ['comentario'], message: texts.required });
      }
    });
}
export type StatusFormValues = z.input<ReturnType<typeof statusSchema>>;

/** Closing: solicitacaoResolvida (default true), an optional comment and its private flag. */
export const closeTicketSchema = z.object({
  solicitacaoResolvida: z.boolean(),
  comentario: z.string(),
  privado: z.boolean(),
});
export type CloseTicketFormValues = z.input<typeof closeTicketSchema>;

/** Assignees: at least one. Whether the choice differs from the ticket's is checked by `sameAssignees`. */
export const assigneesSchema = z.object({
  responsaveis: z.array(z.number()).min(1, texts.atLeastOneAssignee),
});
export type AssigneesFormValues = z.input<typeof assigneesSchema>;

/** True when both lists hold the same ids (order and repetitions aside). */
export function sameAssignees(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
