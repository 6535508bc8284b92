import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import type { InputProps } from '@/components/resource/fields/input-props';
import { useFocusById } from '@/components/resource/fields/use-focus-by-id';
import { ChosenActions } from './chosen-actions';
import { permissionTexts as texts } from './permission-texts';
import { actionCodes, useActiveRoutines } from './use-active-routines';

// The picker dialog loads when first opened.
const ActionPickerDialog = lazy(() => import('./action-picker-dialog').then((module) => ({ default: module.ActionPickerDialog })));

/**
 * Field kind `actionCodes` (a permission's actions): the chosen codes grouped by routine, each removable,
 * and 'Selecionar ações', which opens the action picker per routine. Value: the codes (string[]).
 */
export function ActionCodesField(props: InputProps) {
  const { id, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  useFocusById(inputRef, id);
  const routines = useActiveRoutines();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const codes = actionCodes(value);

  const remove = (code: string) => {
    onChange(codes.filter((item) => item !== code));
    onBlur();
  };
  const hide = () => {
    setOpen(false);
    onBlur();
  };

  return (
    <div className={`permission-picker${invalid ? ' permission-picker--invalid' : ''}`}>
      <ChosenActions codes={codes} routines={routines.isError ? [] : routines.data} onRemove={remove} disabled={disabled} />
      <div className="permission-picker__open">
        <Button
          id={id}
          type="button"
          icon="pi pi-list-check"
          outlined
          size="small"
          label={texts.open}
          // Named by the field's label and its own text ('Módulos Selecionar módulos'): FieldFrame's label has id `${id}-label`.
          aria-labelledby={`${id}-label ${id}`}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </div>
      {opened && (
        <Suspense fallback={null}>
          <ActionPickerDialog visible={open} onHide={hide} selected={codes} onApply={(next) => onChange(next)} />
        </Suspense>
      )}
    </div>
  );
}
