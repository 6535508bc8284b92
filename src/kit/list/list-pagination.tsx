import './list.css';
import { useId } from 'react';
import type { LimitePaginaParameter } from '@generated/api/model';
import { IconButton } from '@/ui/icon-button';
import { useIntent, type IntentHandlers } from '@/ui/use-intent';
import { listTexts } from './list-texts';
import { PAGE_SIZES } from './controller/list-state';

interface ListPaginationProps {
  /** 0-based. */
  page: number;
  size: LimitePaginaParameter;
  /** null while unknown (the list is loading, or failed to load): no range nor page count is shown then. */
  total: number | null;
  pages: number;
  onPage: (page: number) => void;
  /** The user is about to go to a page (a pointer resting on its button, or focus on it). */
  onPageIntent?: (page: number) => void;
  onSize: (size: LimitePaginaParameter) => void;
  disabled?: boolean;
}

/**
 * First / previous / next / last, 'x–y de N', the page number and the page size (10/25/50/100). While
 * the total is unknown it claims nothing ('0–0 de 0' would say the list is empty): no range, no page
 * count, and its page buttons are off.
 */
export function ListPagination({
  page,
  size,
  total,
  pages,
  onPage,
  onPageIntent,
  onSize,
  disabled,
}: ListPaginationProps) {
  const sizeId = useId();
  // What a page button would show starts loading as the user is about to press it.
  const intent = useIntent(onPageIntent);
  const known = total !== null;
  const last = Math.max(pages - 1, 0);
  const first = !known || total === 0 ? 0 : page * size + 1;
  const until = known ? Math.min((page + 1) * size, total) : 0;
  const atStart = disabled || !known || page <= 0;
  const atEnd = disabled || !known || page >= last;

  return (
    <nav className="resource-list__pagination" aria-label={listTexts.pagination}>
      <div className="resource-list__page-size">
        <label htmlFor={sizeId}>{listTexts.pageSize}</label>
        <select
          id={sizeId}
          className="p-inputtext p-component resource-list__select"
          value={size}
          onChange={(event) => onSize(Number(event.target.value) as LimitePaginaParameter)}
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <p className="resource-list__range" aria-live="polite">
        {known ? listTexts.range(first, until, total) : ''}
      </p>
      <div className="resource-list__pages">
        <PageButton
          icon="pi-angle-double-left"
          label={listTexts.firstPage}
          disabled={atStart}
          onClick={() => onPage(0)}
          intent={intent(0)}
        />
        <PageButton
          icon="pi-angle-left"
          label={listTexts.previousPage}
          disabled={atStart}
          onClick={() => onPage(page - 1)}
          intent={intent(page - 1)}
        />
        <span className="resource-list__page-of">{known ? listTexts.pageOf(page + 1, pages) : ''}</span>
        <PageButton
          icon="pi-angle-right"
          label={listTexts.nextPage}
          disabled={atEnd}
          onClick={() => onPage(page + 1)}
          intent={intent(page + 1)}
        />
        <PageButton
          icon="pi-angle-double-right"
          label={listTexts.lastPage}
          disabled={atEnd}
          onClick={() => onPage(last)}
          intent={intent(last)}
        />
      </div>
    </nav>
  );
}

function PageButton({
  icon,
  label,
  disabled,
  onClick,
  intent,
}: {
  icon: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  intent: IntentHandlers;
}) {
  // PrimeReact's look on a plain button: the pagination renders again on every page change.
  return (
    <IconButton
      icon={`pi ${icon}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      {...intent}
    />
  );
}
