import { memo, useId } from 'react';
import { FormFieldView } from '@/components/resource/fields/field-kinds';
import type { KitField } from './kit-fields';
import type { FormSection } from '@/components/resource/kit-types';

interface FormSectionsProps {
  sections: readonly FormSection[];
  isEdit: boolean;
  saving: boolean;
}

/** The sections of a form, each a titled 12-column grid of its fields (readOnlyOnEdit fields disabled on edit). */
export const FormSections = memo(function FormSections({ sections, isEdit, saving }: FormSectionsProps) {
  const ids = useId();
  return (
    <>
      {sections.map((section, index) => {
        const titleId = `${ids}-section-${index}`;
        return (
          <section key={section.title || index} className="resource-form__section" aria-labelledby={section.title ? titleId : undefined}>
            {section.title && (
              <h2 id={titleId} className="resource-form__section-title">
                {section.title}
              </h2>
            )}
            <div className="resource-grid">
              {section.fields.map((field) => (
                <FormFieldView
                  key={field.name}
                  field={field as KitField}
                  name={field.name}
                  scope=""
                  disabled={saving || (isEdit && field.readOnlyOnEdit === true)}
                />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
});
