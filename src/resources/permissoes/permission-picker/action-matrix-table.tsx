import { useEffect, useRef } from 'react';
import { columnCodes, rowCodes, type ActionColumn, type MatrixRow } from './action-matrix';
import { permissionTexts as texts } from './permission-texts';

export interface ActionMatrixTableProps {
  columns: readonly ActionColumn[];
  /** The routines listed (the search narrows them). */
  rows: readonly MatrixRow[];
  isChosen: (code: string) => boolean;
  /** Adds (true) or removes (false) these codes. */
  onToggle: (codes: readonly string[], on: boolean) => void;
}

/**
 * The routines × action kinds matrix: a checkbox per code a routine has (an empty cell where it has none);
 * the row header's checkbox takes the routine's codes, the column header's the column's over the routines
 * listed. Every checkbox is named by its routine and action ('CIDADES: Alterar').
 */
export function ActionMatrixTable({ columns, rows, isChosen, onToggle }: ActionMatrixTableProps) {
  return (
    <table className="action-matrix">
      <caption className="app-visually-hidden">{texts.matrix}</caption>
      <thead>
        <tr>
          <th scope="col" className="action-matrix__corner">
            {texts.routine}
          </th>
          {columns.map((column) => (
            <th key={column.form} scope="col" className="action-matrix__column">
              <label className="action-matrix__header">
                <GroupToggle
                  codes={columnCodes(rows, column.form)}
                  isChosen={isChosen}
                  onToggle={onToggle}
                  label={texts.columnAll(column.label)}
                />
                <span>{column.label}</span>
              </label>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.routine.codigo}>
            <th scope="row" className="action-matrix__routine">
              <label className="action-matrix__header">
                <GroupToggle
                  codes={rowCodes(row)}
                  isChosen={isChosen}
                  onToggle={onToggle}
                  label={texts.routineAll(row.routine.descricao)}
                />
                <span>{row.routine.descricao}</span>
              </label>
            </th>
            {columns.map((column) => {
              const code = row.cells.get(column.form);
              if (!code)
                return <td key={column.form} className="action-matrix__cell action-matrix__cell--none" />;
              const on = isChosen(code);
              return (
                <td key={column.form} className="action-matrix__cell">
                  <input
                    type="checkbox"
                    className="action-matrix__box"
                    checked={on}
                    aria-label={texts.cell(row.routine.descricao, column.label)}
                    title={code}
                    onChange={() => onToggle([code], !on)}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface GroupToggleProps {
  codes: readonly string[];
  isChosen: (code: string) => boolean;
  onToggle: (codes: readonly string[], on: boolean) => void;
  label: string;
}

/** A checkbox over several codes: ticked when all are chosen, mixed when some are; a click takes them all or none. */
function GroupToggle({ codes, isChosen, onToggle, label }: GroupToggleProps) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = codes.filter(isChosen).length;
  const all = codes.length > 0 && chosen === codes.length;
  const some = chosen > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="action-matrix__box"
      checked={all}
      disabled={codes.length === 0}
      aria-label={label}
      onChange={() => onToggle(codes, !all)}
    />
  );
}
