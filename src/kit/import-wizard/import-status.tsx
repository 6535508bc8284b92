import { ProgressBar } from '@/ui/primereact/progressbar';
import { errorMessages } from '@/lib/messages';
import { ImportErrors } from './import-errors';
import { importTexts as texts } from './import-texts';
import type { ImportRun } from '@/lib/imports/pending-imports';

/** Where the import stands: live progress while it runs, then its outcome (with the row errors of an ERRO). */
export function ImportStatus({ run, id }: { run: ImportRun | undefined; id: string }) {
  if (!run) return null;
  switch (run.phase) {
    case 'sending':
    case 'processing':
      return (
        <div className="import-wizard__status" id={id} role="status">
          <ProgressBar
            mode="indeterminate"
            className="import-wizard__bar"
            aria-label={texts.progressLabel(run.entity)}
          />
          <p className="import-wizard__status-text">
            {run.phase === 'sending' ? texts.sending : texts.processing(run.entity, run.fileName)}
          </p>
          <p className="import-wizard__hint">{texts.processingHint}</p>
        </div>
      );
    case 'success':
      return (
        <div className="import-wizard__status import-wizard__status--success" id={id} role="status">
          <p className="import-wizard__status-title">
            <i className="pi pi-check-circle" aria-hidden="true" /> {texts.done(run.entity)}
          </p>
          {run.message && <p className="import-wizard__status-text">{run.message}</p>}
        </div>
      );
    case 'error':
      return (
        <div className="import-wizard__status import-wizard__status--error" id={id}>
          <p className="import-wizard__status-title" role="alert">
            <i className="pi pi-times-circle" aria-hidden="true" /> {errorMessages.importFailed(run.entity)}
          </p>
          {run.message && <p className="import-wizard__status-text">{run.message}</p>}
          <ImportErrors errors={run.errors} />
        </div>
      );
    case 'refused':
      return (
        <div className="import-wizard__status import-wizard__status--error" id={id}>
          <p className="import-wizard__status-title" role="alert">
            <i className="pi pi-times-circle" aria-hidden="true" /> {run.message}
          </p>
        </div>
      );
  }
}
