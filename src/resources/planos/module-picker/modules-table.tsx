import { Button } from '@/ui/button';
import { formatBrl } from '@/lib/format/currency';
import { BASIC_MODULE, moduleLabel, modulesTotal, sortedChoices, type ModuleChoice } from './module-choice';
import { moduleTexts as texts } from './module-texts';
import './module-picker.css';

export interface ModulesTableProps {
  modules: readonly ModuleChoice[];
  /** Shows a remove button per module (the form); absent = read-only (the view). */
  onRemove?: (module: ModuleChoice) => void;
  disabled?: boolean;
}

/**
 * The chosen modules with their monthly values and the total in R$ (or 'Nenhum módulo selecionado');
 * BASICO, part of every plan, has no remove button.
 */
export function ModulesTable({ modules, onRemove, disabled }: ModulesTableProps) {
  if (modules.length === 0) return <p className="module-picker__none">{texts.none}</p>;
  return (
    <table className="module-picker__table">
      <caption className="app-visually-hidden">{texts.chosen}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.module}</th>
          <th scope="col" className="module-picker__money">
            {texts.value}
          </th>
          {onRemove && (
            <th scope="col">
              <span className="app-visually-hidden">{texts.actions}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {sortedChoices(modules).map((module) => (
          <tr key={module.id}>
            <td>{moduleLabel(module)}</td>
            <td className="module-picker__money">{formatBrl(module.valor)}</td>
            {onRemove && module.codigo === BASIC_MODULE && (
              <td className="module-picker__remove">
                <i
                  role="img"
                  className="pi pi-lock module-picker__lock"
                  aria-label={texts.basicIncluded}
                  title={texts.basicNote}
                />
              </td>
            )}
            {onRemove && module.codigo !== BASIC_MODULE && (
              <td className="module-picker__remove">
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  aria-label={texts.remove(moduleLabel(module))}
                  title={texts.remove(moduleLabel(module))}
                  disabled={disabled}
                  onClick={() => onRemove(module)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{texts.total}</th>
          <td className="module-picker__money module-picker__total">{formatBrl(modulesTotal(modules))}</td>
          {onRemove && <td />}
        </tr>
      </tfoot>
    </table>
  );
}
