import { useState, type ChangeEvent, type DragEvent } from 'react';
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
  const [dragging, setDragging] = useState(false);
  const labelId = `${id}-rotulo`;
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const noteId = `${id}-nota`;
  const describedBy = [error ? errorId : null, note ? noteId : null, hintId].filter(Boolean).join(' ');

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onChoose(dropped);
  };

  return (
    <div className="import-wizard__field">
      <span className="import-wizard__label" id={labelId}>
        {texts.fileLabel}
      </span>
      <div
        className={['import-wizard__zone', dragging && !disabled ? 'import-wizard__zone--over' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          accept={XLSX_ACCEPT}
          className="import-wizard__file"
          onChange={onInput}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={['import-wizard__choose p-button p-button-outlined p-button-sm', disabled ? 'p-disabled' : ''].filter(Boolean).join(' ')}
        >
          <i className="pi pi-file-excel" aria-hidden="true" /> {texts.chooseFile}
        </label>
        <span className="import-wizard__hint" id={hintId}>
          {texts.dropHint}
        </span>
      </div>
      <p className="import-wizard__chosen" aria-live="polite">
        {file ? (
          <>
            <i className="pi pi-file" aria-hidden="true" /> <span className="import-wizard__name">{file.name}</span>{' '}
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
