import { Button } from '@/ui/button';
import { useId } from 'react';
import { uiText } from '@/lib/messages';
import { permissionTexts as texts } from './permission-texts';
import { groupCodes, type RoutineActions } from './use-active-routines';
import './permission-picker.css';

export interface ChosenActionsProps {
  codes: readonly string[];
  /** The active routines; undefined while they load (the codes are then listed as they are). */
  routines: readonly RoutineActions[] | undefined;
  /** A remove button per code (the form); absent = read-only (the view). */
  onRemove?: (code: string) => void;
  disabled?: boolean;
}

/** The chosen action codes grouped by routine ('CON_CID CONSULTAR CIDADES' under CIDADES), each removable. */
export function ChosenActions({ codes, routines, onRemove, disabled }: ChosenActionsProps) {
  if (codes.length === 0) return <p className="permission-picker__none">{texts.none}</p>;
  if (!routines) {
    return (
      <div className="permission-picker__groups" aria-busy="true">
        <ActionGroup
          title={uiText.loading}
          acoes={codes.map((codigo) => ({ codigo, descricao: '' }))}
          onRemove={onRemove}
          disabled={disabled}
        />
      </div>
    );
  }
  const { groups, others } = groupCodes(codes, routines);
  return (
    <div className="permission-picker__groups">
      {groups.map(({ routine, acoes }) => (
        <ActionGroup
          key={routine.id}
          title={routine.descricao}
          acoes={acoes}
          onRemove={onRemove}
          disabled={disabled}
        />
      ))}
      {others.length > 0 && (
        <ActionGroup
          title={texts.others}
          acoes={others.map((codigo) => ({ codigo, descricao: '' }))}
          onRemove={onRemove}
          disabled={disabled}
        />
      )}
    </div>
  );
}

interface ActionGroupProps {
  title: string;
  acoes: readonly { codigo: string; descricao: string }[];
  onRemove?: (code: string) => void;
  disabled?: boolean;
}

/** One routine's chosen actions: a group named by the routine. */
function ActionGroup({ title, acoes, onRemove, disabled }: ActionGroupProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="permission-picker__group">
      <span id={titleId} className="permission-picker__group-title">
        {title}
      </span>
      <ul className="permission-picker__chips">
        {acoes.map((acao) => (
          <li key={acao.codigo} className="permission-picker__chip">
            <code className="permission-picker__code">{acao.codigo}</code>
            {acao.descricao && <span className="permission-picker__chip-text">{acao.descricao}</span>}
            {onRemove && (
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                className="permission-picker__chip-remove"
                aria-label={texts.remove(acao.codigo)}
                title={texts.remove(acao.codigo)}
                disabled={disabled}
                onClick={() => onRemove(acao.codigo)}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
