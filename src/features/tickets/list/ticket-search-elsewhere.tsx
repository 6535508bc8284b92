import { useListLoadFailed } from '@/kit';
import { emptyMessages } from '@/lib/messages';
import { Button } from '@/ui/button';
import { elsewhereTexts as texts } from './search-elsewhere-texts';
import type { SearchElsewhere } from './search-elsewhere';
import type { TicketTab } from './ticket-list-state';
import './ticket-search-elsewhere.css';

interface TicketSearchElsewhereProps {
  elsewhere: SearchElsewhere;
  /** The label of a tab or view ('Fechado', 'Aguardando suporte'). */
  labelOf: (tab: TicketTab) => string;
  /** Opens a tab (or 'Todos') with the same search. */
  onTab: (tab: TicketTab) => void;
}

/** The ways to the matches elsewhere: each status with its count, then 'Ver em Todos'. */
function Places({ elsewhere, labelOf, onTab }: TicketSearchElsewhereProps) {
  return (
    <>
      {elsewhere.places.map((place) => (
        <Button
          key={place.tab}
          type="button"
          size="small"
          text
          label={texts.place(labelOf(place.tab), place.count)}
          onClick={() => onTab(place.tab)}
        />
      ))}
      <Button type="button" size="small" outlined label={texts.seeAll} onClick={() => onTab('TODOS')} />
    </>
  );
}

/**
 * Under the tab's results: "3 chamados em outras situações" and where ('Fechado (2)', 'Em análise (1)'),
 * each opening that tab with the same search, and 'Ver em Todos'. Nothing while the list failed to load.
 */
export function TicketSearchElsewhere(props: TicketSearchElsewhereProps) {
  // A list that failed to load has no counts to agree with (its tabs show none either).
  if (useListLoadFailed()) return null;
  return (
    <div className="ticket-search-elsewhere" role="group" aria-label={texts.label}>
      <span className="ticket-search-elsewhere__count">
        {texts.count(props.elsewhere.count, props.elsewhere.fromView)}
      </span>
      <Places {...props} />
    </div>
  );
}

/** An empty tab or view whose search found tickets elsewhere: it says where, not only 'Nenhum registro encontrado'. */
export function TicketSearchElsewhereEmpty(props: TicketSearchElsewhereProps & { search: string }) {
  return (
    <div className="list-empty-state">
      <p className="list-empty-state__title">{emptyMessages.noRecords}</p>
      <p className="list-empty-state__cause">
        {texts.noneHere(props.search, props.elsewhere.count, props.elsewhere.fromView)}
      </p>
      <div className="ticket-search-elsewhere ticket-search-elsewhere--empty">
        <Places {...props} />
      </div>
    </div>
  );
}
