import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Chamado, StatusAlteravelChamado } from '@generated/api/model';
import { useAlteraStatusChamado } from '@generated/api/chamados/chamados';
import { getErrorMessage } from '@/lib/http/error-message';
import { changeableStatuses, STATUS_LABELS } from '@/lib/format/ticket-labels';
import { toast } from '@/lib/toast/toast';
import { ACTION_MENU_ITEM } from '@/ui/action-menu';
import { useMenuPopup } from '@/ui/use-menu-popup';
import { TicketStatusTag } from '../ticket-status-tag';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketSaved } from './use-ticket-saved';
import { isClosedTicket } from '../ticket-closed';

export interface TicketStatusMenuProps {
  chamado: Chamado;
  /** 'Alterar com comentário…' / 'Reabrir com comentário…': the status dialog (comment, attachments, private). */
  onChangeWithComment: () => void;
  /** 'Fechar chamado…' (an open ticket): the closing dialog, which asks whether the request was resolved. */
  onClose: () => void;
}

/**
 * The ticket's status in its header, as the button of a menu: a click (or Enter, Space, ↓) opens it,
 * a click on a status changes it at once (PUT altera-status, 'Status alterado com sucesso'): two
 * actions. The statuses are the status dialog's (never the current one, Aberto or Fechado); a change
 * with a comment or attachments, and closing (which asks whether the request was resolved), open
 * their dialogs from the menu's last items. On a closed ticket a status reopens it.
 *
 * A menu in the WAI-ARIA sense (useMenuPopup), drawn in a portal under its button's left edge.
 */
export function TicketStatusMenu({ chamado, onChangeWithComment, onClose }: TicketStatusMenuProps) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const closed = isClosedTicket(chamado);
  const options = changeableStatuses(chamado.status);
  const saved = useTicketSaved(texts.statusChanged);
  const change = useAlteraStatusChamado({
    mutation: { ...saved, onError: (error) => toast.error(getErrorMessage(error)) },
  });
  const busy = change.isPending;

  const hide = useCallback(() => setOpen(false), []);
  const dismiss = () => {
    setOpen(false);
    button.current?.focus();
  };

  const pick = (status: StatusAlteravelChamado) => {
    dismiss();
    if (change.isPending) return;
    change.mutate({ id: chamado.id, data: { status, privado: false } });
  };

  // The focus is back on the button before the dialog opens: the dialog gives it back there on closing.
  const openDialog = (show: () => void) => {
    dismiss();
    show();
  };

  const onMenuKey = useMenuPopup({ open, button, menu, align: 'start', dismiss: hide, close: dismiss });

  const current = STATUS_LABELS[chamado.status];
  return (
    <>
      <button
        ref={button}
        type="button"
        className="ticket-status-menu__button"
        aria-label={texts.statusMenu(current)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Busy while a change is on its way, but never disabled: the focus stays on it (a disabled button drops it).
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open && !busy) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <TicketStatusTag status={chamado.status} />
        <i className={busy ? 'pi pi-spin pi-spinner' : 'pi pi-chevron-down'} aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={texts.statusMenuLabel}
            className="action-menu ticket-status-menu"
            onKeyDown={onMenuKey}
          >
            {options.map((option) => (
              <button
                key={option.value}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={ACTION_MENU_ITEM}
                aria-label={option.label}
                onClick={() => pick(option.value)}
              >
                <TicketStatusTag status={option.value} />
              </button>
            ))}
            <div role="separator" className="action-menu__separator" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={ACTION_MENU_ITEM}
              aria-haspopup="dialog"
              onClick={() => openDialog(onChangeWithComment)}
            >
              <i className="pi pi-pencil action-menu__icon" aria-hidden="true" />
              <span>{closed ? texts.reopenWithComment : texts.changeWithComment}</span>
            </button>
            {!closed && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${ACTION_MENU_ITEM} ${ACTION_MENU_ITEM}--danger`}
                aria-haspopup="dialog"
                onClick={() => openDialog(onClose)}
              >
                <i className="pi pi-lock action-menu__icon" aria-hidden="true" />
                <span>{texts.closeTicketEllipsis}</span>
              </button>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
