import { FileDropZone } from '@/ui/file-drop-zone';
import { formatFileSize } from '@/lib/format/file-size';
import { importTexts as texts } from './import-texts';
import { XLSX_ACCEPT } from './xlsx-check';

export interface ImportFileFieldProps {
  id: string;
  /** The file chosen (not sent yet), or null. */
  file: File | null;
  onChoose: (file: File) => void;
  /** Message at the field (refused file, or the API's refusal of this file). */
  error?: string | null;
  /** A note at the field while the file is checked. */
  note?: string | null;
  disabled?: boolean;
}

/**
 * Chooses the spreadsheet by button (a labelled file input, accept=".xlsx") or drag and drop. The
 * check of the file is the caller's: this field only shows its outcome.
 */
export function ImportFileField({ id, file, onChoose, error, note, disabled }: ImportFileFieldProps) {
  const labelId = `${id}-rotulo`;
  const errorId = `${id}-erro`;
  const noteId = `${id}-nota`;
  const describedBy = [error ? errorId : null, note ? noteId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="import-wizard__field">
      <span className="import-wizard__label" id={labelId}>
        {texts.fileLabel}
      </span>
      <FileDropZone
        id={id}
        accept={XLSX_ACCEPT}
        disabled={disabled}
        onFiles={(files) => {
          if (files[0]) onChoose(files[0]);
        }}
        buttonLabel={texts.chooseFile}
        buttonIcon="pi pi-file-excel"
        hint={texts.dropHint}
        labelId={labelId}
        describedBy={describedBy}
        invalid={Boolean(error)}
      />
      <p className="import-wizard__chosen" aria-live="polite">
        {file ? (
          <>
            <i className="pi pi-file" aria-hidden="true" />{' '}
            <span className="import-wizard__name">{file.name}</span>{' '}
            <span className="import-wizard__size">({formatFileSize(file.size)})</span>
          </>
        ) : (
          texts.noFile
        )}
      </p>
      {note && (
        <p className="import-wizard__note" id={noteId}>
          {note}
        </p>
      )}
      {error && (
        <p className="import-wizard__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
