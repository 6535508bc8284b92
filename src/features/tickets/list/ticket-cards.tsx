import { lazy, type ReactNode } from 'react';
import type { ChamadoResumo } from '@generated/api/model';
import { CardsSlot, type ListCardsView } from '@/kit';
import './ticket-cards.css';

// Loaded on a phone only, when first shown: the queue's first paint on a desktop stays as it was.
const TicketCardList = lazy(() =>
  import('./ticket-card-list').then((module) => ({ default: module.TicketCardList })),
);

/** The queue's `cards` for PagedTable: on a phone its tickets as cards (ticket-card-list.tsx). */
export function ticketCards(view: ListCardsView<ChamadoResumo>): ReactNode {
  return (
    <CardsSlot>
      <TicketCardList {...view} />
    </CardsSlot>
  );
}
