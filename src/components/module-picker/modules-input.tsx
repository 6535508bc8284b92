import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import type { InputProps } from '@/components/resource/fields/input-props';
import { useFocusById } from '@/components/resource/fields/use-focus-by-id';
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
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const modules = moduleChoices(value);

  const remove = (module: ModuleChoice) => {
    onChange(modules.filter((item) => item.id !== module.id));
    onBlur();
  };
  const hide = () => {
    setOpen(false);
    onBlur();
  };

  return (
    <div className={`module-picker${invalid ? ' module-picker--invalid' : ''}`}>
      <ModulesTable modules={modules} onRemove={remove} disabled={disabled} />
      <div className="module-picker__open">
        <Button
          id={id}
          type="button"
          icon="pi pi-th-large"
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
          <ModuleSelectionDialog visible={open} onHide={hide} selected={modules} onApply={(next) => onChange(next)} />
        </Suspense>
      )}
    </div>
  );
}
