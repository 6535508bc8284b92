import { Button } from '@/ui/button';
import { listTexts } from './list-texts';
import type { TableError } from './resource-table';
import './list-load-error.css';

interface ListLoadErrorProps {
  /** The list, by name ('Erro ao carregar Cidades'). */
  caption: string;
  error?: TableError;
  onRetry: () => void;
  /** 'row': inside the table's one message cell; 'card': in place of the cards, stacked in a box of its own. */
  layout: 'row' | 'card';
}

/**
 * A list that failed to load: what failed (this list, by name), why (the API's message, its status, or no
 * answer at all) and 'Tentar novamente', the same in the table and in the phone's cards.
 */
export function ListLoadError({ caption, error, onRetry, layout }: ListLoadErrorProps) {
  return (
    <div role="alert" className={`list-load-error list-load-error--${layout}`}>
      <i className="pi pi-exclamation-triangle list-load-error__icon" aria-hidden="true" />
      <div className="list-load-error__text">
        <p className="list-load-error__title">{listTexts.loadFailedOf(caption)}</p>
        <p className="list-load-error__reason">{error && listTexts.loadFailedReason(error)}</p>
      </div>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-refresh"
        label={listTexts.retry}
        onClick={onRetry}
      />
    </div>
  );
}
