import { Checkbox } from '@/ui/primereact/checkbox';
import { useId } from 'react';
import { permissionTexts as texts } from './permission-texts';
import type { RoutineActions } from './use-active-routines';

export interface RoutineActionsGroupProps {
  /** The routine (or the 'Outras ações' group of codes no active routine offers). */
  routine: Pick<RoutineActions, 'descricao' | 'acoes'>;
  isChosen: (code: string) => boolean;
  /** Adds (true) or removes (false) these codes. */
  onToggle: (codes: readonly string[], on: boolean) => void;
}

/** One routine in the picker: its actions as checkboxes, and one to take them all. */
export function RoutineActionsGroup({ routine, isChosen, onToggle }: RoutineActionsGroupProps) {
  const ids = useId();
  const codes = routine.acoes.map((acao) => acao.codigo);
  const chosen = codes.filter(isChosen).length;
  const all = chosen === codes.length;
  return (
    <fieldset className="permission-picker__routine">
      <legend className="permission-picker__routine-title">{routine.descricao}</legend>
      <div className="permission-picker__option permission-picker__option--all">
        <Checkbox
          inputId={`${ids}-all`}
          checked={all}
          onChange={() => onToggle(codes, !all)}
          aria-describedby={`${ids}-count`}
        />
        <label htmlFor={`${ids}-all`}>{texts.routineAll(routine.descricao)}</label>
        <span id={`${ids}-count`} className="permission-picker__count">
          {texts.routineCount(chosen, codes.length)}
        </span>
      </div>
      <ul className="permission-picker__options">
        {routine.acoes.map((acao, index) => {
          const inputId = `${ids}-${index}`;
          const on = isChosen(acao.codigo);
          return (
            <li key={acao.codigo} className="permission-picker__option">
              <Checkbox inputId={inputId} checked={on} onChange={() => onToggle([acao.codigo], !on)} />
              <label htmlFor={inputId}>
                {acao.descricao ? texts.action(acao.codigo, acao.descricao) : acao.codigo}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
