import { formatFileSize } from '@/lib/format/file-size';
import { certificateTexts as texts } from './certificate-texts';

export interface CertificateFileInputProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/** The .pfx/.p12 chooser: a labelled file input, the chosen file's name and size, and its error. */
export function CertificateFileInput({
  id,
  file,
  onChange,
  onBlur,
  error,
  disabled,
}: CertificateFileInputProps) {
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  return (
    <div className="certificate-field">
      <label htmlFor={id} className="certificate-field__label">
        {texts.file}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        type="file"
        className="certificate-field__file"
        accept=".pfx,.p12,application/x-pkcs12"
        disabled={disabled}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={[chosenId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <small id={chosenId} className="certificate-field__hint">
        {file ? `${file.name} (${formatFileSize(file.size)})` : texts.noFile}
      </small>
      {error && (
        <small id={errorId} className="p-error certificate-field__error">
          {error}
        </small>
      )}
    </div>
  );
}
