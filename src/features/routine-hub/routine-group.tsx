import { Link } from 'react-router-dom';
import { presentationOf, type GroupedResources } from '@/lib/resources/resource-groups';
import { routinesText } from './filter-routines';
import { listAddress } from '@/lib/navigation/list-return';

/** One group of the hub: its heading and a card per routine, each opening the routine's list. */
export function RoutineGroup({ group, resources }: GroupedResources) {
  const headingId = `hub-group-${group.id}`;
  return (
    <section className="hub-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="hub-group__title">
        <i className={`${group.icon} hub-group__icon`} aria-hidden="true" />
        {group.label}
        <span className="hub-group__count">{routinesText(resources.length)}</span>
      </h2>
      <ul className="hub-grid">
        {resources.map((resource) => {
          const { icon, description } = presentationOf(resource.segment);
          return (
            <li key={resource.segment}>
              <Link to={listAddress(`/dashboard/${resource.segment}`)} className="hub-card">
                <span className="hub-card__icon" aria-hidden="true">
                  <i className={icon} />
                </span>
                <span className="hub-card__text">
                  <span className="hub-card__name">{resource.plural}</span>
                  {description && <span className="hub-card__description">{description}</span>}
                </span>
                <i className="pi pi-angle-right hub-card__chevron" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
