import { Link } from 'react-router-dom';
import { presentationOf } from '@/lib/resources/resource-groups';
import { useViewableResourceGroups } from '@/lib/resources/use-viewable-resources';
import { listAddress } from '@/lib/navigation/list-return';

/** Shortcuts to the lists of every routine the user may open, in the routine hub's order. */
export function RoutineShortcuts() {
  const resources = useViewableResourceGroups().flatMap(({ resources }) => resources);

  return (
    <section className="dash-section" aria-labelledby="dash-routines-title">
      <div className="dash-section__header">
        <h2 id="dash-routines-title" className="dash-section__title">
          Acesso rápido
        </h2>
        <Link to="/dashboard/todas-rotinas" className="dash-section__more">
          Todas as rotinas <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
      {resources.length === 0 ? (
        <div className="dash-state">
          <i className="pi pi-lock" aria-hidden="true" />
          <span>Nenhuma rotina liberada para o seu usuário.</span>
        </div>
      ) : (
        <ul className="dash-shortcut-grid">
          {resources.map((resource) => (
            <li key={resource.segment}>
              <Link to={listAddress(`/dashboard/${resource.segment}`)} className="dash-shortcut">
                <i
                  className={`${presentationOf(resource.segment).icon} dash-shortcut__icon`}
                  aria-hidden="true"
                />
                <span>{resource.plural}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
