import './import-wizard.css';
import { Button } from '@/ui/button';
import { useId, useRef, useState } from 'react';
import { uiText } from '@/lib/messages';
import { ImportFileField } from './import-file-field';
import type { ImportKind } from './import-kinds';
import { ImportStatus } from './import-status';
import { ImportTemplateStep } from './import-template-step';
import { importTexts as texts } from './import-texts';
import { dismissImport, isRunning } from '@/lib/imports/pending-imports';
import { startImport } from './start-import';
import { useImportRun, useWatchImport } from './use-import-run';
import { checkXlsxFile, type XlsxRefusal } from './xlsx-check';

interface FileChoice {
  file: File;
  /** null: checked and fine; undefined: being checked. */
  refusal: XlsxRefusal | null | undefined;
}

function refusalText(choice: FileChoice | null): string | null {
  if (!choice?.refusal) return null;
  return choice.refusal === 'extension'
    ? texts.notXlsxName(choice.file.name)
    : texts.notXlsxContent(choice.file.name);
}

/**
 * The spreadsheet import wizard: 1) download the template; 2) choose an .xlsx (checked
 * by name and content before anything is sent); 3) send it with a fresh idEvento; then live progress
 * until the socket reports the outcome. The import itself lives in the pending-imports registry: closing
 * the wizard does not stop it, and reopening shows it.
 */
export function ImportWizard({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const baseId = useId();
  const run = useImportRun(kind.id);
  const [choice, setChoice] = useState<FileChoice | null>(null);
  const latest = useRef<File | null>(null);
  const statusBox = useRef<HTMLDivElement>(null);
  useWatchImport(kind.id);
  const running = isRunning(run);

  const choose = (file: File) => {
    if (running) return;
    dismissImport(kind.id);
    latest.current = file;
    setChoice({ file, refusal: undefined });
    void checkXlsxFile(file).then((refusal) => {
      if (latest.current === file) setChoice({ file, refusal });
    });
  };

  // The file of the last import can be sent again only after the API refused it (e.g. a failure to retry).
  const alreadySent = !!choice && run?.file === choice.file && run.phase !== 'refused';
  const canSend = choice?.refusal === null && !running && !alreadySent;
  const refusedHere = run?.phase === 'refused' && !!choice && run.file === choice.file;
  const fieldError = refusalText(choice) ?? (refusedHere ? run.message : null);
  const statusId = `${baseId}-situacao`;

  return (
    <div className="import-wizard">
      <ImportTemplateStep kind={kind} headingId={`${baseId}-passo1`} />
      <section className="import-wizard__step" aria-labelledby={`${baseId}-passo2`}>
        <h3 id={`${baseId}-passo2`} className="import-wizard__step-title">
          {texts.stepFile}
        </h3>
        <ImportFileField
          id={`${baseId}-planilha`}
          file={choice?.file ?? null}
          onChoose={choose}
          error={fieldError}
          note={choice && choice.refusal === undefined ? texts.checking : null}
          disabled={running}
        />
      </section>
      <section className="import-wizard__step" aria-labelledby={`${baseId}-passo3`}>
        <h3 id={`${baseId}-passo3`} className="import-wizard__step-title">
          {texts.stepSend}
        </h3>
        <Button
          type="button"
          size="small"
          icon="pi pi-upload"
          label={texts.send}
          loading={running}
          disabled={!canSend}
          aria-describedby={run ? statusId : undefined}
          onClick={() => {
            // The button is disabled while the import runs: the focus goes to its progress.
            if (canSend && startImport(kind, choice.file)) setTimeout(() => statusBox.current?.focus());
          }}
        />
        <div ref={statusBox} tabIndex={-1} className="import-wizard__status-box">
          <ImportStatus run={refusedHere ? undefined : run} id={statusId} />
        </div>
      </section>
      <div className="import-wizard__actions">
        <Button type="button" size="small" outlined label={uiText.close} onClick={onClose} />
      </div>
    </div>
  );
}
