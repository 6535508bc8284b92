import { useId, type ReactNode } from 'react';
import './config.css';

/** A titled block of a configuration page, looking like the form's sections (a region named by its title). */
export function ConfigSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="resource-form__section resource-config-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="resource-form__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
