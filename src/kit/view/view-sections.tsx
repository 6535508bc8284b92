import type { ReactNode } from 'react';
import { titleNamesOnlyField } from '../form/section-title';
import type { ViewSection } from '../kit-types';
import type { ResourceRecord } from '../query-types';
import { viewTexts } from './view-texts';

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/**
 * The record's fields, section by section, as labelled definition lists in a 12-column grid. A section
 * titled like its only field shows that name once, in its heading.
 */
export function ViewSections<T extends ResourceRecord>({
  record,
  sections,
}: {
  record: T;
  sections: readonly ViewSection<T>[];
}) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="resource-view__section" aria-label={section.title}>
          <h2 className="resource-view__section-title">{section.title}</h2>
          <dl className="resource-view__grid">
            {section.fields.map((field) => {
              const value = field.value(record);
              return (
                <div
                  key={field.label}
                  className={`resource-view__item resource-view__span-${field.span ?? 6}`}
                >
                  <dt
                    className={
                      titleNamesOnlyField(section.title, section.fields) ? 'app-visually-hidden' : undefined
                    }
                  >
                    {field.label}
                  </dt>
                  <dd>{isEmpty(value) ? viewTexts.empty : value}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </>
  );
}
