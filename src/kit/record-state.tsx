import { Button } from '@/ui/button';
import { Link } from 'react-router-dom';
import { getErrorStatus } from '@/lib/http/error-message';
import { uiText } from '@/lib/messages';
import { recordTexts } from './resource-texts';
import { listAddress } from '@/lib/navigation/list-return';

/** The loading state of a page that shows one record (consulta, edita). */
export function RecordLoading() {
  return (
    <div role="status" className="app-spinner">
      <span className="app-visually-hidden">{uiText.loading}</span>
    </div>
  );
}

interface RecordProblemProps {
  message: string;
  onRetry?: () => void;
  /** Adds a 'Voltar à lista' link (to the list as the user left it). */
  listPath?: string;
}

/** Why a record cannot be shown, with a retry (when it may help) and a way back to the list. */
export function RecordProblem({ message, onRetry, listPath }: RecordProblemProps) {
  return (
    <div className="app-status-page" role="alert">
      <p>{message}</p>
      {onRetry && <Button type="button" label={recordTexts.retry} onClick={onRetry} />}
      {listPath && <Link to={listAddress(listPath)}>{recordTexts.backToList}</Link>}
    </div>
  );
}

/** The props of RecordProblem for a failed record query: 404 = not found (no retry); anything else may be retried. */
export function recordProblemOf(
  error: unknown,
  singular: string,
  retry: () => void,
): Pick<RecordProblemProps, 'message' | 'onRetry'> {
  return getErrorStatus(error) === 404
    ? { message: recordTexts.notFound(singular) }
    : { message: recordTexts.loadFailed, onRetry: retry };
}
