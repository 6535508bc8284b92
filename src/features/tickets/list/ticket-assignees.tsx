import type { ResponsavelChamado } from '@generated/api/model';
import { UserAvatar } from '@/ui/user-avatar';
import { ticketListTexts } from './ticket-list-texts';

/** Avatars shown before the rest is summed up as '+N'. */
export const MAX_AVATARS = 3;

/**
 * A ticket's assignees as avatars side by side, none under another, so each one's initials read: up to
 * three (each named after its user), then '+N' naming the others; '—' when nobody is assigned. Hovering
 * an avatar or '+N' shows whom it stands for in the table's one tooltip; the group takes the keyboard's
 * focus once and then shows every name.
 */
export function TicketAssignees({ responsaveis }: { responsaveis: readonly ResponsavelChamado[] }) {
  if (responsaveis.length === 0) return <span>{ticketListTexts.none}</span>;
  const shown = responsaveis.slice(0, MAX_AVATARS);
  const rest = responsaveis.slice(MAX_AVATARS).map((responsavel) => responsavel.usuario.nome);
  const more = ticketListTexts.moreAssignees(rest.length, rest.join(', '));
  const everyone = ticketListTexts.assigneesOf(responsaveis.map((responsavel) => responsavel.usuario.nome));
  return (
    <span
      role="group"
      aria-label={ticketListTexts.assignees}
      tabIndex={0}
      data-tooltip={everyone}
      className="ticket-list__assignees"
    >
      {shown.map(({ id, usuario }) => (
        <UserAvatar
          key={id}
          name={usuario.nome}
          avatarUrl={usuario.avatarUrl}
          size="small"
          tooltip
          className="ticket-list__avatar"
        />
      ))}
      {rest.length > 0 && (
        <span role="img" aria-label={more} data-tooltip={more} className="ticket-list__more">
          +{rest.length}
        </span>
      )}
    </span>
  );
}
