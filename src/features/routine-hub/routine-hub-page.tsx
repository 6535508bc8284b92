import { useId, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listAddress } from '@/lib/navigation/list-return';
import { SearchInput } from '@/ui/search-input';
import { emptyMessages, pageTitles } from '@/lib/messages';
import { useViewableResourceGroups } from '@/lib/resources/use-viewable-resources';
import { countRoutines, filterRoutineGroups, routinesText } from './filter-routines';
import { RoutineGroup } from './routine-group';
import '@/ui/page-layout.css';
import './routine-hub.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /dashboard/todas-rotinas: every routine (resource) the user may open, grouped, with an
 * accent-insensitive search kept in the URL (?q=), each card opening the routine's list.
 */
export function RoutineHubPage() {
  const groups = useViewableResourceGroups();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const visible = useMemo(() => filterRoutineGroups(groups, query), [groups, query]);
  const count = countRoutines(visible);
  const inputId = useId();
  const navigate = useNavigate();
  const single = count === 1 ? visible[0].resources[0] : undefined;

  useDocumentTitle(pageTitles.routineHub);

  const changeQuery = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('q', value);
    else next.delete('q');
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="app-page">
      <div className="app-page-header hub-page__header">
        <div>
          <h1 className="app-page-title">{pageTitles.routineHub}</h1>
          <p className="app-page-lead">Cadastros e tabelas liberados para o seu usuário.</p>
        </div>
        <div className="hub-search">
          <label htmlFor={inputId} className="hub-search__label">
            Pesquisar rotina
          </label>
          <SearchInput
            id={inputId}
            value={query}
            onChange={changeQuery}
            placeholder="Nome, grupo ou descrição"
            className="hub-search__input"
            data-shortcut="search"
            aria-keyshortcuts="/"
            // Enter opens the one routine the search leaves.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && single) void navigate(listAddress(`/dashboard/${single.segment}`));
            }}
          />
        </div>
      </div>

      <div role="status" className="hub-status">
        {count === 0 ? (
          <div className="hub-empty">
            <i className="pi pi-search" aria-hidden="true" />
            <span>{emptyMessages.noRecords}</span>
          </div>
        ) : (
          <p className="hub-page__summary">
            {query ? `${routinesText(count)} para “${query}”` : routinesText(count)}
          </p>
        )}
      </div>

      {visible.map((entry) => (
        <RoutineGroup key={entry.group.id} {...entry} />
      ))}
    </div>
  );
}
