import './rich-text.css';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-rich-text';

export interface RichTextViewProps {
  /** Untrusted HTML: it is sanitised before it reaches the page. */
  html: string;
  className?: string;
}

/** Shows rich text from the API, sanitised (DOMPurify, limited tags, http/https/mailto links only). */
export function RichTextView({ html, className }: RichTextViewProps) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
