import { memo, useId } from 'react';
import { LocalityFillButton } from '@/kit/locality-search/locality-fill-button';
import type { LocalityFill } from '@/kit/locality-search/locality-fill';
import { FormFieldView } from '@/kit/fields/field-kinds';
import { fieldTexts } from '@/kit/fields/field-texts';
import type { KitField } from '@/kit/field-types';
import { titleNamesOnlyField } from './section-title';
import type { FormSection } from '@/kit/kit-types';

interface FormSectionsProps {
  sections: readonly FormSection[];
  isEdit: boolean;
  saving: boolean;
  /** 'Pesquisar localidade' after the latitude field's section fields (resources with coordinates). */
  locality?: LocalityFill;
}

/**
 * The sections of a form, each a titled 12-column grid of its fields (readOnlyOnEdit fields disabled on
 * edit). A section titled like its only field shows that name once, in its heading.
 */
export const FormSections = memo(function FormSections({
  sections,
  isEdit,
  saving,
  locality,
}: FormSectionsProps) {
  const ids = useId();
  return (
    <>
      {sections.map((section, index) => {
        const titleId = `${ids}-section-${index}`;
        const namesField = titleNamesOnlyField(section.title, section.fields);
        return (
          <section
            key={section.title || index}
            className="resource-form__section"
            aria-labelledby={section.title ? titleId : undefined}
          >
            {section.title && (
              <h2 id={titleId} className="resource-form__section-title">
                {section.title}
                {namesField && section.fields[0].required && (
                  <span
                    className="resource-field__required"
                    title={fieldTexts.requiredMark}
                    aria-hidden="true"
                  >
                    {' *'}
                  </span>
                )}
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
                  labelShownByHeading={namesField}
                />
              ))}
              {locality && section.fields.some((field) => field.name === locality.latitude) && (
                <LocalityFillButton fill={locality} disabled={saving} />
              )}
            </div>
          </section>
        );
      })}
    </>
  );
});
