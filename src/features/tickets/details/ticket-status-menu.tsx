import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Chamado, StatusAlteravelChamado } from '@generated/api/model';
import { useAlteraStatusChamado } from '@generated/api/chamados/chamados';
import { getErrorMessage } from '@/lib/http/error-message';
import { changeableStatuses, STATUS_LABELS } from '@/lib/format/ticket-labels';
import { toast } from '@/lib/toast/toast';
import { TicketStatusTag } from '../ticket-status-tag';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketSaved } from './use-ticket-saved';

export interface TicketStatusMenuProps {
  chamado: Chamado;
  /** 'Alterar com comentário…' / 'Reabrir com comentário…': the status dialog (comment, attachments, private). */
  onChangeWithComment: () => void;
  /** 'Fechar chamado…' (an open ticket): the closing dialog, which asks whether the request was resolved. */
  onClose: () => void;
}

const ITEMS = '[role="menuitem"]';

/**
 * The ticket's status in its header, as the button of a menu: a click (or Enter, Space, ↓) opens it,
 * a click on a status changes it at once (PUT altera-status, 'Status alterado com sucesso'): two
 * actions. The statuses are the status dialog's (never the current one, Aberto or Fechado); a change
 * with a comment or attachments, and closing (which asks whether the request was resolved), open
 * their dialogs from the menu's last items. On a closed ticket a status reopens it.
 *
 * A menu in the WAI-ARIA sense: opening it focuses its first item, ↑ ↓ Home End move, Enter or Space
 * picks, Escape or Tab closes it and the focus goes back to the button. Drawn in a portal, fixed under
 * its button (inside the viewport); a click elsewhere, a scroll or a resize closes it.
 */
export function TicketStatusMenu({ chamado, onChangeWithComment, onClose }: TicketStatusMenuProps) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const closed = chamado.status === 'FECHADO';
  const options = changeableStatuses(chamado.status);
  const saved = useTicketSaved(texts.statusChanged);
  const change = useAlteraStatusChamado({
    mutation: { ...saved, onError: (error) => toast.error(getErrorMessage(error)) },
  });
  const busy = change.isPending;

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

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  useLayoutEffect(() => {
    if (!open || !menu.current || !button.current) return;
    const anchor = button.current.getBoundingClientRect();
    const { width, height } = menu.current.getBoundingClientRect();
    const below = anchor.bottom + 4;
    const top = below + height > window.innerHeight - 8 ? Math.max(8, anchor.top - 4 - height) : below;
    const left = Math.min(Math.max(8, anchor.left), window.innerWidth - 8 - width);
    menu.current.style.top = `${top}px`;
    menu.current.style.left = `${left}px`;
    items()[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: Event) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    const moved = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away, true);
    window.addEventListener('scroll', moved, true);
    window.addEventListener('resize', moved);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      window.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', moved);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      dismiss();
    }
  };

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
            className="ticket-status-menu"
            onKeyDown={onMenuKey}
          >
            {options.map((option) => (
              <button
                key={option.value}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="ticket-status-menu__item"
                aria-label={option.label}
                onClick={() => pick(option.value)}
              >
                <TicketStatusTag status={option.value} />
              </button>
            ))}
            <div role="separator" className="ticket-status-menu__separator" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="ticket-status-menu__item"
              aria-haspopup="dialog"
              onClick={() => openDialog(onChangeWithComment)}
            >
              <i className="pi pi-pencil" aria-hidden="true" />
              <span>{closed ? texts.reopenWithComment : texts.changeWithComment}</span>
            </button>
            {!closed && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="ticket-status-menu__item ticket-status-menu__item--danger"
                aria-haspopup="dialog"
                onClick={() => openDialog(onClose)}
              >
                <i className="pi pi-lock" aria-hidden="true" />
                <span>{texts.closeTicketEllipsis}</span>
              </button>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
