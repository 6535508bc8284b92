import { Checkbox } from '@/ui/primereact/checkbox';
import { useController, type Control } from 'react-hook-form';
import { describedByIds } from '@/kit';
import { RichTextEditor, type RichTextEditorProps } from '@/ui/rich-text/rich-text-editor';
import { ticketDetailsTexts as texts } from './ticket-details-texts';

export type RichTextFieldProps = Pick<
  RichTextEditorProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'disabled' | 'placeholder'
> & {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

/** A labelled rich text editor with its hint and error (the editable area is named by the label). */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
  placeholder,
}: RichTextFieldProps) {
  const labelId = `${id}-label`;
  const { errorId, hintId, describedBy } = describedByIds(id, { error, hint });
  return (
    <div className="ticket-field">
      {/* Not a <label for>: the editable area is not a form control; it is named by aria-labelledby. */}
      <span id={labelId} className="ticket-field__label" onClick={() => document.getElementById(id)?.focus()}>
        {label}
        {required && (
          <span className="ticket-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </span>
      <RichTextEditor
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={Boolean(error)}
        disabled={disabled}
        placeholder={placeholder}
        ariaLabelledBy={labelId}
        ariaDescribedBy={describedBy}
      />
      {hint && (
        <small id={hintId} className="ticket-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="p-error ticket-field__error">
          {error}
        </small>
      )}
    </div>
  );
}

export interface PrivateCommentFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** 'Comentário privado': the comment is visible only to the provider's staff. */
export function PrivateCommentField({ id, checked, onChange, disabled }: PrivateCommentFieldProps) {
  return (
    <div className="ticket-field ticket-field--inline">
      <Checkbox
        inputId={id}
        checked={checked}
        onChange={(event) => onChange(event.checked === true)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className="ticket-field__label">
        <i className="pi pi-lock" aria-hidden="true" /> {texts.privateComment}
      </label>
      <small id={`${id}-hint`} className="ticket-field__hint">
        {texts.privateHint}
      </small>
    </div>
  );
}

/** The fields every comment-carrying form has (new comment, status change, closing). */
interface CommentValues {
  comentario: string;
  privado: boolean;
}

interface CommentControlProps<T extends CommentValues> {
  /** The form's control; its values include `comentario` and `privado`. */
  control: Control<T>;
  /** Prefix of the field ids. */
  ids: string;
  disabled: boolean;
}

/** The form's `comentario` as a rich text field. */
export function CommentTextControl<T extends CommentValues>({
  control,
  ids,
  disabled,
  ...props
}: CommentControlProps<T> & Pick<RichTextFieldProps, 'label' | 'hint' | 'required' | 'placeholder'>) {
  // Control<T> is invariant in T: read through the fields every such form shares.
  const { field, fieldState } = useController({
    control: control as unknown as Control<CommentValues>,
    name: 'comentario',
  });
  return (
    <RichTextField
      {...props}
      id={`${ids}-comentario`}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}

/** The form's `privado` as the 'Comentário privado' checkbox. */
export function PrivateCommentControl<T extends CommentValues>({
  control,
  ids,
  disabled,
}: CommentControlProps<T>) {
  const { field } = useController({ control: control as unknown as Control<CommentValues>, name: 'privado' });
  return (
    <PrivateCommentField
      id={`${ids}-privado`}
      checked={field.value}
      onChange={field.onChange}
      disabled={disabled}
    />
  );
}
