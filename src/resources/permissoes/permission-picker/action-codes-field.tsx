import { lazy } from 'react';
import { DialogOpener, useFocusById, type InputProps } from '@/kit';
import { ChosenActions } from './chosen-actions';
import { permissionTexts as texts } from './permission-texts';
import { actionCodes, useActiveRoutines } from './use-active-routines';

// The picker dialog loads when first opened.
const ActionPickerDialog = lazy(() =>
  import('./action-picker-dialog').then((module) => ({ default: module.ActionPickerDialog })),
);

/**
 * Field kind `actionCodes` (a permission's actions): the chosen codes grouped by routine, each removable,
 * and 'Selecionar ações', which opens the action picker per routine. Value: the codes (string[]).
 */
export function ActionCodesField(props: InputProps) {
  const { id, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  useFocusById(inputRef, id);
  const routines = useActiveRoutines();
  const codes = actionCodes(value);

  const remove = (code: string) => {
    onChange(codes.filter((item) => item !== code));
    onBlur();
  };

  return (
    <div className={`permission-picker${invalid ? ' permission-picker--invalid' : ''}`}>
      <ChosenActions
        codes={codes}
        routines={routines.isError ? [] : routines.data}
        onRemove={remove}
        disabled={disabled}
      />
      <DialogOpener
        id={id}
        icon="pi pi-list-check"
        label={texts.open}
        className="permission-picker__open"
        invalid={invalid}
        describedBy={describedBy}
        disabled={disabled}
        onHide={onBlur}
        dialog={({ visible, hide }) => (
          <ActionPickerDialog visible={visible} onHide={hide} selected={codes} onApply={onChange} />
        )}
      />
    </div>
  );
}
