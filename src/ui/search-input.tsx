import type { InputHTMLAttributes } from 'react';
import { inputTextClass } from './primereact-markup';

export type SearchInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'autoComplete'
> & {
  value: string;
  onChange: (value: string) => void;
  /** Class of the wrapper that holds the icon and the input. */
  fieldClassName?: string;
};

/**
 * A search input with the magnifier before the text. The browser's own suggestions stay off: a list of
 * past searches would cover the results the search shows below it. PrimeReact's IconField, InputIcon and
 * InputText markup (the theme styles their classes), drawn plainly: a list's first paint has one.
 */
export function SearchInput({ value, onChange, fieldClassName, className, ...props }: SearchInputProps) {
  return (
    <div className={[fieldClassName, 'p-icon-field p-icon-field-left'].filter(Boolean).join(' ')}>
      <span className="pi pi-search p-input-icon" aria-hidden="true" />
      <input
        {...props}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className={inputTextClass(
          false,
          [className, value !== '' && 'p-filled'].filter(Boolean).join(' ') || undefined,
        )}
      />
    </div>
  );
}
