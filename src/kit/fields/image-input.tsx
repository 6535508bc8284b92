import { Button } from '@/ui/button';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { imageRemoveFlagPath } from '@/kit/form/form-schema';
import { headIsRaster, imageContentRefused, rasterFormatOfName, readHead } from '@/lib/files/image-content';
import { useFileObjectUrl } from '@/lib/http/use-file-url';
import { fieldTexts } from './field-texts';
import type { InputProps } from '@/kit/field-types';
import { FileDropZone } from '@/ui/file-drop-zone';
import { useFilePreview } from '@/ui/use-file-preview';

/** The extensions an image field accepts: the name decides, not the type the browser guessed. */
const ACCEPT = '.png,.jpg,.jpeg,.webp,.svg';
const ACCEPTED_NAME = /\.(png|jpe?g|webp|svg)$/i;

/**
 * Why a chosen image is refused, or null: its name must end in .png, .jpg, .jpeg, .webp or .svg, and a
 * raster one's first bytes must be that format (an SVG or an HTML page named 'logo.png' is refused). An
 * .svg is accepted: it is only ever shown by <img> from a data: URL (useFilePreview, useFileObjectUrl).
 */
async function imageRefusal(file: File): Promise<string | null> {
  if (!ACCEPTED_NAME.test(file.name.trim())) return fieldTexts.image.refused;
  const format = rasterFormatOfName(file.name);
  if (!format) return null;
  const head = await readHead(file).catch(() => new Uint8Array(0));
  return headIsRaster(head) ? null : imageContentRefused(file.name, format);
}

/**
 * image: a PNG/JPG/WEBP/SVG file: a thumbnail (or an empty frame), the 'Selecionar imagem' button (a
 * keyboard-focusable file input under it, also taking a dropped file), the chosen file's name and a
 * remove button. Value: a chosen File, the saved image's URL (a string, as toValues gives it: logo:
 * record.logoUrl; a form value `<name>Url` works too), or null. Removing sets the value to null and the flag at imageRemoveFlagPath(name) (removeLogo)
 * to true; the parsed output keeps both, for config.create / config.update.
 */
export function ImageInput(props: InputProps) {
  const { id, name, field, value, onChange, inputRef, invalid, describedBy, disabled } = props;
  const { control, setValue, setError, clearErrors } = useFormContext();
  const flagPath = imageRemoveFlagPath(name);
  const urlField = useWatch({ control, name: `${name}Url` }) as unknown;
  const savedPath = typeof value === 'string' ? value : urlField;
  const removed = useWatch({ control, name: flagPath }) === true;
  const fileInput = useRef<HTMLInputElement | null>(null);
  const file = value instanceof File ? value : null;
  const { previewUrl: chosenUrl, choose: preview } = useFilePreview(file);
  const savedUrl = useFileObjectUrl(typeof savedPath === 'string' && !removed ? savedPath : null);
  // A saved logo the browser cannot draw (an https URL that answers 404) leaves the empty frame, as none would.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shownUrl = chosenUrl ?? (file ? null : savedUrl);
  const previewUrl = shownUrl !== failedUrl ? shownUrl : null;
  const hasImage = file !== null || (typeof savedPath === 'string' && savedPath !== '' && !removed);

  const choose = async ([chosen]: File[]) => {
    if (!chosen) return;
    const refusal = await imageRefusal(chosen);
    if (refusal) {
      setError(name, { type: 'file', message: refusal });
      return;
    }
    clearErrors(name);
    if (removed) setValue(flagPath, false, { shouldDirty: true });
    preview(chosen);
    onChange(chosen);
  };

  const remove = () => {
    onChange(null);
    if (typeof savedPath === 'string' && savedPath !== '') setValue(flagPath, true, { shouldDirty: true });
    fileInput.current?.focus();
  };

  const fileName = file ? file.name : hasImage ? fieldTexts.image.saved : fieldTexts.image.none;
  return (
    <div className="resource-image">
      <div className="resource-image__frame">
        {previewUrl ? (
          <img
            className="resource-image__preview"
            src={previewUrl}
            alt={fieldTexts.image.preview(field.label)}
            onError={() => setFailedUrl(previewUrl)}
          />
        ) : (
          <i className="pi pi-image resource-image__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="resource-image__side">
        <FileDropZone
          id={id}
          inputRef={(node) => {
            fileInput.current = node;
            inputRef(node);
          }}
          accept={ACCEPT}
          disabled={disabled}
          onFiles={(files) => void choose(files)}
          buttonLabel={hasImage ? fieldTexts.image.change : fieldTexts.image.choose}
          buttonIcon="pi pi-upload"
          hint={fieldTexts.image.dropHint}
          labelId={`${id}-label`}
          describedBy={describedBy}
          invalid={invalid}
        />
        <div className="resource-image__file">
          <span className="resource-image__name">{fileName}</span>
          {hasImage && (
            <Button
              type="button"
              icon="pi pi-trash"
              label={fieldTexts.image.remove}
              text
              size="small"
              severity="danger"
              onClick={remove}
              disabled={disabled}
            />
          )}
        </div>
      </div>
    </div>
  );
}
