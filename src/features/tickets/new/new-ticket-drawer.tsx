import '../tickets.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCriaChamado } from '@generated/api/chamados/chamados';
import { LeaveDialog, useLeaveGuard } from '@/kit';
import { FormActions } from '@/ui/form-actions';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { richTextIsEmpty } from '@/ui/rich-text/sanitize-rich-text';
import { toast } from '@/lib/toast/toast';
import { ticketTexts as texts } from '../ticket-texts';
import { useTicketCache } from '../use-ticket-cache';
import { NewTicketFields } from './new-ticket-fields';
import {
  EMPTY_TICKET,
  newTicketSchema,
  type NewTicketInput,
  type NewTicketValues,
} from './new-ticket-schema';

export type NewTicketDrawerProps = DrawerVisibility;

const FIELDS = ['setor', 'empresaId', 'titulo', 'descricao', 'anexos'] as const;

/**
 * Opens a ticket: setor, optional customer, title (15–300), rich text description and
 * attachments, sent as multipart. The draft outlives closing the drawer (nothing typed is lost), and
 * leaving the page or the tab with a draft (a title, a description or files) asks first; a saved ticket
 * opens its details.
 */
export function NewTicketDrawer(drawer: NewTicketDrawerProps) {
  const { onHide } = drawer;
  const navigate = useNavigate();
  const cache = useTicketCache();
  const form = useForm<NewTicketInput, unknown, NewTicketValues>({
    resolver: zodResolver(newTicketSchema),
    defaultValues: EMPTY_TICKET,
    mode: 'onTouched',
  });
  const create = useCriaChamado({ mutation: { meta: { silent: true } } });
  const [titulo, descricao, anexos] = useWatch({
    control: form.control,
    name: ['titulo', 'descricao', 'anexos'],
  });
  const drafted = !!titulo?.trim() || !richTextIsEmpty(descricao ?? '') || (anexos?.length ?? 0) > 0;
  const { blocker, allowLeave } = useLeaveGuard(drafted, { pathOnly: true });

  const submit = form.handleSubmit((values) => {
    const { empresaId, ...rest } = values;
    create.mutate(
      { data: { ...rest, ...(empresaId === null ? {} : { empresaId }) } },
      {
        onSuccess: (ticket) => {
          cache.store(ticket);
          toast.success(texts.opened(ticket.codigoSequencial));
          form.reset(EMPTY_TICKET);
          onHide();
          allowLeave();
          void navigate(`/dashboard/chamados/${ticket.id}/detalhes`);
        },
        onError: (error) => reportApiFormError(error, form.setError, { fields: FIELDS }),
      },
    );
  });

  return (
    <>
      <RightDrawer
        {...drawer}
        title={texts.newTicket}
        className="new-ticket-drawer"
        initialFocusId="novo-chamado-setor"
      >
        <form className="ticket-form" onSubmit={(event) => void submit(event)} noValidate>
          <NewTicketFields form={form} disabled={create.isPending} />
          <FormActions
            onClose={onHide}
            closeLabel={texts.cancel}
            saving={create.isPending}
            submitLabel={texts.open}
            submitIcon="pi pi-send"
          />
        </form>
      </RightDrawer>
      <LeaveDialog blocker={blocker} />
    </>
  );
}
