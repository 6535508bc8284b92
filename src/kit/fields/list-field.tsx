import { Button } from '@/ui/button';
import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FieldProps, KitField } from '@/kit/field-types';
import { LeafField } from './leaf-field';

export interface ListTexts {
  add: string;
  remove: (index: number) => string;
  row: (index: number) => string;
  empty: string;
}

export interface ListFieldProps extends FieldProps {
  rowFields: readonly KitField[];
  texts: ListTexts;
  newRow: () => Record<string, unknown>;
}

/**
 * An editable sub-list (phones, e-mails, generic rows): one fieldset per row with its inputs and a
 * remove button, and an add button (disabled at field.maxRows). The focus goes to the first input of
 * an added row, and to the add button after a removal.
 */
export function ListField({
  field,
  name,
  disabled,
  labelShownByHeading,
  rowFields,
  texts,
  newRow,
}: ListFieldProps) {
  const { control, formState, getFieldState, setFocus } = useFormContext();
  const { fields: rows, append, remove } = useFieldArray({ control, name, keyName: '_key' });
  const addId = `${useId()}-add`;
  const full = field.maxRows !== undefined && rows.length >= field.maxRows;
  const listError = getFieldState(name, formState).error?.message;
  const first = rowFields.find((child) => !child.hidden);
  // After an add, the new row's first input takes the focus; after a removal, the add button.
  const focusAfter = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'add') document.getElementById(addId)?.focus();
    else if (target !== null && target < rows.length && first) setFocus(`${name}.${target}.${first.name}`);
  }, [rows.length, first, name, setFocus, addId]);

  return (
    <fieldset className="resource-subform resource-span-12">
      <legend className={labelShownByHeading ? 'app-visually-hidden' : 'resource-subform__legend'}>
        {field.label}
      </legend>
      {rows.length === 0 && <p className="resource-subform__empty">{texts.empty}</p>}
      {rows.map((row, index) => (
        <fieldset key={row._key} className="resource-subform__row">
          <legend className="resource-subform__row-legend">{texts.row(index)}</legend>
          <div className="resource-grid">
            {rowFields.map((child) => (
              <LeafField
                key={child.name}
                field={child}
                name={`${name}.${index}.${child.name}`}
                scope={`${name}.${index}.`}
                disabled={disabled}
                errorAfterTouch
              />
            ))}
          </div>
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            className="resource-subform__remove"
            aria-label={texts.remove(index)}
            title={texts.remove(index)}
            disabled={disabled}
            onClick={() => {
              focusAfter.current = 'add';
              remove(index);
            }}
          />
        </fieldset>
      ))}
      {listError && (
        <small className="p-error resource-field__error" role="alert">
          {listError}
        </small>
      )}
      <Button
        id={addId}
        type="button"
        icon="pi pi-plus"
        label={texts.add}
        outlined
        size="small"
        disabled={disabled || full}
        onClick={() => {
          focusAfter.current = rows.length;
          append(newRow(), { shouldFocus: false });
        }}
      />
    </fieldset>
  );
}
