import { Button } from '@/ui/button';
import { useEffect, useId, type ReactNode } from 'react';
import { listTexts } from './list/list-texts';

export interface InlineConfirmProps {
  /** The block's class: the text takes `<block>-text`, the buttons `<block>-actions`. */
  block: string;
  question: ReactNode;
  confirmLabel: string;
  /** The confirmed call is running: both buttons wait, the confirm one spins. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A confirmation step shown in place (a row's 'Remover', the columns' 'Redefinir padrão'): the question,
 * 'Cancelar' and the dangerous action, focused on the action when it appears.
 */
export function InlineConfirm({
  block,
  question,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: InlineConfirmProps) {
  const messageId = useId();
  const confirmId = `${messageId}-confirm`;
  useEffect(() => document.getElementById(confirmId)?.focus(), [confirmId]);
  return (
    <div role="group" aria-labelledby={messageId} className={block}>
      <p id={messageId} className={`${block}-text`}>
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {question}
      </p>
      <div className={`${block}-actions`}>
        <Button
          type="button"
          size="small"
          outlined
          label={listTexts.cancel}
          disabled={busy}
          onClick={onCancel}
        />
        <Button
          id={confirmId}
          type="button"
          size="small"
          severity="danger"
          label={confirmLabel}
          loading={busy}
          disabled={busy}
          onClick={onConfirm}
        />
      </div>
    </div>
  );
}
