import './file-drop-zone.css';
import { useState, type ChangeEvent, type DragEvent, type Ref } from 'react';

export interface FileDropZoneProps {
  /** The file input's id (the visible button is its <label>). */
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Files chosen in the dialog or dropped on the zone (the input is emptied after each choice). */
  onFiles: (files: File[]) => void;
  buttonLabel: string;
  buttonIcon: string;
  hint: string;
  /** The field's label id: the input is named by it and by the button. */
  labelId: string;
  /** Ids of the error and other notes describing the input (the hint is added). */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A file chooser that also takes dropped files: a visually hidden, keyboard-focusable input, a
 * button-looking label that opens it (focus ring shown on it), and the drop hint.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const {
    id,
    inputRef,
    accept,
    multiple,
    disabled,
    onFiles,
    buttonLabel,
    buttonIcon,
    hint,
    labelId,
    describedBy,
    invalid,
  } = props;
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const buttonId = `${id}-button`;
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={['file-drop-zone', dragging && !disabled ? 'file-drop-zone--over' : '']
        .filter(Boolean)
        .join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        className="file-drop-zone__input"
        onChange={onInput}
        disabled={disabled}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
      />
      <label
        htmlFor={id}
        id={buttonId}
        className={[
          'file-drop-zone__button p-button p-button-outlined p-button-sm',
          disabled ? 'p-disabled' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <i className={buttonIcon} aria-hidden="true" /> {buttonLabel}
      </label>
      <span className="file-drop-zone__hint" id={hintId}>
        {hint}
      </span>
    </div>
  );
}
