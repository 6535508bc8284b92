import './attachments.css';
import { useEffect, useRef, useState } from 'react';
import { FileDropZone } from '@/ui/file-drop-zone';
import { IconButton } from '@/ui/icon-button';
import { ATTACHMENT_ACCEPT, attachmentKey } from '@/lib/files/attachment-types';
import { formatFileSize } from '@/lib/format/file-size';
import { toast } from '@/lib/toast/toast';
import { checkAttachments } from './attachment-rules';
import { attachmentTexts as texts } from './attachment-texts';

export interface AttachmentInputProps {
  id: string;
  /** The files chosen so far (not uploaded yet: they go with the form). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** Visible label (default 'Anexos'). */
  label?: string;
}

/**
 * Chooses attachments by button or drag and drop. Files of a type not accepted, or whose content is not
 * what their name says (an SVG named 'foto.png'), are refused before upload (message at the field and as
 * a toast); a file with the same name and size as one already chosen is dropped. Each chosen file can be
 * removed.
 */
export function AttachmentInput({
  id,
  files,
  onChange,
  disabled,
  label = texts.label,
}: AttachmentInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<Array<{ name: string; message: string }>>([]);
  const errorId = `${id}-erro`;
  // The contents are read before the files are added: by then the list may have changed.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);

  const add = async (added: File[]) => {
    if (added.length === 0) return;
    const check = await checkAttachments(() => latest.current, added);
    setRefused(check.refused);
    for (const { message } of check.refused) toast.error(message);
    for (const name of check.duplicates) toast.info(texts.duplicate(name));
    if (check.files.length !== latest.current.length) {
      latest.current = check.files;
      onChange(check.files);
    }
  };
  const remove = (file: File) => {
    setRefused([]);
    onChange(files.filter((candidate) => candidate !== file));
    input.current?.focus();
  };

  return (
    <div className="attachment-input">
      <span className="attachment-input__label" id={`${id}-rotulo`}>
        {label}
      </span>
      <FileDropZone
        id={id}
        inputRef={input}
        accept={ATTACHMENT_ACCEPT}
        multiple
        disabled={disabled}
        onFiles={(added) => void add(added)}
        buttonLabel={texts.choose}
        buttonIcon="pi pi-paperclip"
        hint={`${texts.dropHint} (${texts.accepted})`}
        labelId={`${id}-rotulo`}
        describedBy={refused.length > 0 ? errorId : undefined}
        invalid={refused.length > 0}
      />
      {refused.length > 0 && (
        <div className="attachment-input__error" id={errorId} role="alert">
          {refused.map(({ name, message }) => (
            <span key={name}>{message}</span>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <ul className="attachment-input__list" aria-label={texts.listLabel}>
          {files.map((file) => (
            <li key={attachmentKey(file)} className="attachment-input__item">
              <i className="pi pi-file" aria-hidden="true" />
              <span className="attachment-input__name">{file.name}</span>
              <span className="attachment-input__size">{formatFileSize(file.size)}</span>
              <IconButton
                icon="pi pi-times"
                aria-label={texts.remove(file.name)}
                onClick={() => remove(file)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
