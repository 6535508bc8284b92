import './locality-fill.css';
import { Button } from '@/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFormMeta } from '@/kit/form/use-form-meta';
import { kindDefinition } from '@/kit/kinds/definitions';
import { NestedLayer } from '@/ui/nested-layer';
import { localityFillValues, type LocalityFill } from './locality-fill';
import type { LocalityChoice } from './locality-rules';
import { localityTexts as texts } from './locality-texts';

// The dialog loads on first use only.
const LocalitySearchDialog = lazy(() =>
  import('./locality-search-dialog').then((module) => ({ default: module.LocalitySearchDialog })),
);

/**
 * 'Pesquisar localidade' in a resource form (next to latitude and longitude): the chosen locality fills
 * the coordinates, and the name while it is empty. The filled fields count as changed and are validated.
 */
export function LocalityFillButton({ fill, disabled }: { fill: LocalityFill; disabled?: boolean }) {
  const { getValues, setValue } = useFormContext();
  const { fields } = useFormMeta();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  const apply = (choice: LocalityChoice) => {
    const nameField = fill.name ? fields.find((field) => field.name === fill.name) : undefined;
    const name = fill.name
      ? {
          value: getValues(fill.name),
          upper: nameField !== undefined && kindDefinition(nameField.kind).typing?.case === 'upper',
          maxLength: nameField?.maxLength,
        }
      : undefined;
    for (const [field, value] of localityFillValues(fill, choice, name)) {
      setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  };

  return (
    <div className="locality-fill">
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-search"
        label={texts.open}
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <NestedLayer>
          <Suspense fallback={null}>
            <LocalitySearchDialog visible={open} onHide={() => setOpen(false)} onSelect={apply} />
          </Suspense>
        </NestedLayer>
      )}
    </div>
  );
}
