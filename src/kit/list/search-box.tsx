import './list.css';
import { memo, useEffect, useId, useState } from 'react';
import { SearchInput } from '@/ui/search-input';
import { listTexts } from './list-texts';
import { SEARCH_DEBOUNCE_MS } from './controller/list-state';

interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called 300 ms after the typing stops. */
  onCommit: (value: string) => void;
  /** The input's id (default: a generated one), e.g. to focus it when a drawer opens. */
  id?: string;
  /** The accessible name (default 'Pesquisar') and the placeholder of this search. */
  label?: string;
  placeholder?: string;
  /** Id of what the search filters (aria-controls). */
  controls?: string;
  className?: string;
}

/**
 * The list's search input. Typing stays local (only this input renders on each key); the text is
 * committed after the debounce, and a search changed from outside (back, clear) replaces the text.
 * Memoised: a new page, order or tab of the list leaves it alone.
 */
export const SearchBox = memo(function SearchBox(props: SearchBoxProps) {
  const {
    value,
    onCommit,
    label = listTexts.search,
    placeholder = listTexts.searchPlaceholder,
    controls,
    className = 'resource-list__search',
  } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onCommit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return (
    <div className={className}>
      <label htmlFor={id} className="app-visually-hidden">
        {label}
      </label>
      <SearchInput
        id={id}
        value={text}
        onChange={setText}
        placeholder={placeholder}
        aria-controls={controls}
        data-shortcut="search"
        aria-keyshortcuts="/"
        className="p-inputtext-sm resource-list__search-input"
      />
    </div>
  );
});
