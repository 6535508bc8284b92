import { getErrorMessage, getErrorStatus, isTemporaryFailure } from '@/lib/http/error-message';
import { Button } from '@/ui/button';
import { listTexts } from './list-texts';
import './list-load-error.css';

/** Why a list's rows failed to load. */
export interface TableError {
  /** The API's message, or the generic one. */
  message: string;
  /** The answer's HTTP status. */
  status?: number;
  /** No answer came (the network, a timeout). */
  noAnswer?: boolean;
}

interface ListLoadErrorProps {
  /** The list, by name ('Não foi possível carregar a lista de cidades.'). */
  caption: string;
  error?: TableError;
  onRetry: () => void;
  /** The retry is on its way ('Tentar novamente' shows it and takes no second click). */
  retrying?: boolean;
  /** 'row': inside the table's one message cell; 'card': in place of the cards, stacked in a box of its own. */
  layout: 'row' | 'card';
}

/** Why a list failed to load: the API's message and status, or no answer (isTemporaryFailure without a status). */
export function loadErrorOf(error: unknown): TableError {
  const status = getErrorStatus(error);
  return {
    message: getErrorMessage(error),
    status,
    noAnswer: status === undefined && isTemporaryFailure(error),
  };
}

/**
 * A list that failed to load: what failed (this list, by name), why (the API's message, its status, or no
 * answer at all) and 'Tentar novamente', the same in the table, the phone's cards and a view's related lists.
 */
export function ListLoadError({ caption, error, onRetry, retrying, layout }: ListLoadErrorProps) {
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
        loading={retrying}
        onClick={onRetry}
      />
    </div>
  );
}
