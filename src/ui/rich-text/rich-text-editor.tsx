import './rich-text.css';
import { Editor, type EditorTextChangeEvent } from '../primereact/editor';
import { useCallback, useEffect, useRef, useState } from 'react';
import { richTextIsEmpty } from './sanitize-rich-text';
import { richTextTexts as texts } from './rich-text-texts';

/** What this component uses of the Quill instance PrimeReact's Editor hands over once loaded. */
interface QuillHandle {
  root: HTMLElement;
  hasFocus: () => boolean;
  setText: (text: string) => void;
}

export interface RichTextEditorProps {
  id: string;
  /** The HTML typed so far; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Id of the visible label (the editable area is named by it). */
  ariaLabelledBy?: string;
  /** Id of the error or hint text. */
  ariaDescribedBy?: string;
}

const FORMATS = ['bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'link'];

/** Toolbar with pt-BR names (Quill's default one has none). */
const TOOLBAR = (
  <span className="ql-formats" role="group" aria-label={texts.toolbar}>
    <button type="button" className="ql-bold" aria-label={texts.bold} />
    <button type="button" className="ql-italic" aria-label={texts.italic} />
    <button type="button" className="ql-underline" aria-label={texts.underline} />
    <button type="button" className="ql-strike" aria-label={texts.strike} />
    <button type="button" className="ql-list" value="ordered" aria-label={texts.orderedList} />
    <button type="button" className="ql-list" value="bullet" aria-label={texts.bulletList} />
    <button type="button" className="ql-blockquote" aria-label={texts.blockquote} />
    <button type="button" className="ql-link" aria-label={texts.link} />
    <button type="button" className="ql-clean" aria-label={texts.clean} />
  </span>
);

/**
 * Rich text input (Quill through PrimeReact's Editor; Quill is imported only when an editor mounts, so
 * it stays out of every first-paint chunk). Controlled: `value` is the HTML, '' while nothing is typed.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  placeholder,
  ariaLabelledBy,
  ariaDescribedBy,
}: RichTextEditorProps) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const quill = useRef<QuillHandle | null>(null);
  // The value this editor last reported: anything else in `value` was set from outside (a form reset).
  const reported = useRef(value);
  const onTextChange = useCallback(
    (event: EditorTextChangeEvent) => {
      reported.current = richTextIsEmpty(event.htmlValue) ? '' : (event.htmlValue ?? '');
      onChange(reported.current);
    },
    [onChange],
  );
  const onLoad = useCallback((instance: QuillHandle) => {
    quill.current = instance;
    setRoot(instance.root);
  }, []);

  // PrimeReact's Editor leaves a focused editor's text alone when `value` changes; a form emptied while
  // the user is still in it (a comment sent with Ctrl+Enter) must empty the editor all the same.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    if (value === '' && quill.current?.hasFocus()) quill.current.setText('');
  }, [value]);

  // Quill creates the editable area itself: name it, describe it and report its blur once it exists.
  useEffect(() => {
    if (!root) return;
    const attributes: Record<string, string | undefined> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': ariaLabelledBy,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': String(Boolean(invalid)),
    };
    for (const [name, text] of Object.entries(attributes)) {
      if (text === undefined) root.removeAttribute(name);
      else root.setAttribute(name, text);
    }
    if (!onBlur) return;
    root.addEventListener('blur', onBlur);
    return () => root.removeEventListener('blur', onBlur);
  }, [root, id, ariaLabelledBy, ariaDescribedBy, invalid, onBlur]);

  return (
    <div
      className={['rich-text-editor', invalid ? 'rich-text-editor--invalid' : ''].filter(Boolean).join(' ')}
    >
      {!root && <span className="rich-text-editor__loading">{texts.loading}</span>}
      <Editor
        value={value}
        onTextChange={onTextChange}
        onLoad={onLoad}
        headerTemplate={TOOLBAR}
        formats={FORMATS}
        readOnly={disabled}
        placeholder={placeholder}
      />
    </div>
  );
}
