import type { ResponsavelChamado } from '@generated/api/model';
import { UserAvatar } from '@/ui/user-avatar';
import { ticketListTexts } from './ticket-list-texts';

/** Avatars shown before the rest is summed up as '+N'. */
const MAX_AVATARS = 3;

/**
 * A ticket's assignees as an avatar group: up to three avatars (each named after its user), then
 * '+N' naming the others; '—' when nobody is assigned.
 */
export function TicketAssignees({ responsaveis }: { responsaveis: readonly ResponsavelChamado[] }) {
  if (responsaveis.length === 0) return <span>{ticketListTexts.none}</span>;
  const shown = responsaveis.slice(0, MAX_AVATARS);
  const rest = responsaveis.slice(MAX_AVATARS).map((responsavel) => responsavel.usuario.nome);
  const more = ticketListTexts.moreAssignees(rest.length, rest.join(', '));
  return (
    <span className="ticket-list__assignees">
      {shown.map(({ id, usuario }) => (
        <UserAvatar key={id} name={usuario.nome} avatarUrl={usuario.avatarUrl} size="small" className="ticket-list__avatar" />
      ))}
      {rest.length > 0 && (
        <span role="img" aria-label={more} title={more} className="ticket-list__more">
          +{rest.length}
        </span>
      )}
    </span>
  );
}
