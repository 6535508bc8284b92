import type { QueueMove } from '@/lib/keyboard-shortcuts';
import { Button } from '@/ui/button';
import { useIntent } from '@/ui/use-intent';
import type { QueueStep } from './queue-walk';
import type { TicketQueueNav } from './use-ticket-queue';
import { queueTexts as texts } from './queue-texts';
import './queue-nav.css';

const MOVES: ReadonlyArray<{
  move: QueueMove;
  label: string;
  hint: string;
  end: string;
  icon: string;
  key: string;
}> = [
  {
    move: 'previous',
    label: texts.previous,
    hint: texts.previousHint,
    end: texts.firstInQueue,
    icon: 'pi pi-chevron-left',
    key: 'K',
  },
  {
    move: 'next',
    label: texts.next,
    hint: texts.nextHint,
    end: texts.lastInQueue,
    icon: 'pi pi-chevron-right',
    key: 'J',
  },
];

/** Why a move cannot be made now (the button's title while disabled), or null when it can. */
function blocked(step: QueueStep, end: string, going: boolean): string | null {
  if (going) return texts.loadingQueue;
  if (step.kind === 'end') return end;
  if (step.kind === 'pending') return texts.loadingQueue;
  return null;
}

/**
 * 'Anterior' and 'Próximo' of a ticket opened from the list, with its place in the queue ('13 de 48'):
 * each disabled, with a title saying so, at the queue's end (or while its page loads). 'k' and 'j' do
 * the same from anywhere on the page but a field (useTicketQueue).
 */
export function QueueNav({ nav }: { nav: TicketQueueNav }) {
  const intent = useIntent(nav.prepare);
  return (
    <nav className="ticket-queue-nav" aria-label={texts.navLabel}>
      {nav.place && (
        <span className="ticket-queue-nav__place">
          <span className="app-visually-hidden">{texts.placePrefix}</span>
          {texts.place(nav.place.index, nav.place.total)}
        </span>
      )}
      {MOVES.map(({ move, label, hint, end, icon, key }) => {
        const why = blocked(nav.steps[move], end, nav.going === move);
        return (
          <Button
            key={move}
            type="button"
            size="small"
            outlined
            icon={icon}
            iconPos={move === 'next' ? 'right' : 'left'}
            label={label}
            disabled={why !== null}
            title={why ?? undefined}
            // Always given, so the button keeps its element as it turns disabled (shown only while enabled).
            tooltip={hint}
            aria-keyshortcuts={key}
            onClick={() => nav.go(move)}
            {...intent(move)}
          />
        );
      })}
    </nav>
  );
}
