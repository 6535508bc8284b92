import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText, type InputTextProps } from 'primereact/inputtext';

export type SearchInputProps = Omit<InputTextProps, 'type' | 'value' | 'onChange' | 'autoComplete'> & {
  value: string;
  onChange: (value: string) => void;
  /** Class of the wrapper that holds the icon and the input. */
  fieldClassName?: string;
};

/**
 * A search input with the magnifier before the text. The browser's own suggestions stay off: a list of
 * past searches would cover the results the search shows below it.
 */
export function SearchInput({ value, onChange, fieldClassName, ...props }: SearchInputProps) {
  return (
    <IconField iconPosition="left" className={fieldClassName}>
      <InputIcon className="pi pi-search" />
      <InputText
        {...props}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </IconField>
  );
}
