import { lazy } from 'react';
import { DialogOpener, useFocusById, type InputProps } from '@/kit';
import { moduleChoices, type ModuleChoice } from './module-choice';
import { moduleTexts as texts } from './module-texts';
import { ModulesTable } from './modules-table';

// The selection dialog (its list query and pager) loads when first opened.
const ModuleSelectionDialog = lazy(() =>
  import('./module-selection-dialog').then((module) => ({ default: module.ModuleSelectionDialog })),
);

/**
 * Field kind `modules` (the plan's modules): the chosen modules with their values, the total in R$, a
 * remove button each, and 'Selecionar módulos', which opens the module selection dialog. Value: the
 * modules ({ id, codigo, descricao, valor }[]); the form sends their ids and requires BASICO.
 */
export function ModulesInput(props: InputProps) {
  const { id, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  useFocusById(inputRef, id);
  const modules = moduleChoices(value);

  const remove = (module: ModuleChoice) => {
    onChange(modules.filter((item) => item.id !== module.id));
    onBlur();
  };

  return (
    <div className={`module-picker${invalid ? ' module-picker--invalid' : ''}`}>
      <ModulesTable modules={modules} onRemove={remove} disabled={disabled} />
      <DialogOpener
        id={id}
        icon="pi pi-th-large"
        label={texts.open}
        className="module-picker__open"
        invalid={invalid}
        describedBy={describedBy}
        disabled={disabled}
        onHide={onBlur}
        dialog={({ visible, hide }) => (
          <ModuleSelectionDialog visible={visible} onHide={hide} selected={modules} onApply={onChange} />
        )}
      />
    </div>
  );
}
