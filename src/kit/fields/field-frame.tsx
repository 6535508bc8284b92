import type { ReactNode } from 'react';
import { fieldTexts } from './field-texts';
import './fields.css';

export type Span = 3 | 4 | 6 | 8 | 12;

/** ids of the hint and error texts of an input, and its aria-describedby (error first). */
export function describedByIds(id: string, { error, hint }: { error?: string; hint?: string }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ids = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return { errorId, hintId, describedBy: ids || undefined };
}

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  span?: Span;
  /** Checkbox layout: the input before its label, on one line. */
  inline?: boolean;
  /** The label is said by a heading just above: kept for assistive technology, not shown. */
  labelHidden?: boolean;
  children: ReactNode;
}

/** The frame of one input: its label (bound by id; its own id is `${id}-label` for inputs named by aria-labelledby), the required mark, the input, the hint and the error text. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  span = 6,
  inline,
  labelHidden,
  children,
}: FieldFrameProps) {
  const { errorId, hintId } = describedByIds(id, { error, hint });
  const labelElement = (
    <label
      htmlFor={id}
      id={`${id}-label`}
      className={labelHidden ? 'app-visually-hidden' : 'resource-field__label'}
    >
      {label}
      {required && (
        <span className="resource-field__required" title={fieldTexts.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
  return (
    <div className={`resource-field resource-span-${span}${inline ? ' resource-field--inline' : ''}`}>
      {inline ? (
        <div className="resource-field__inline-row">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {hint && (
        <small id={hintId} className="resource-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="p-error resource-field__error">
          {error}
        </small>
      )}
    </div>
  );
}
