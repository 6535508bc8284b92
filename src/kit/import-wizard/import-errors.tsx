import type { EventoImportacaoErro } from '@generated/api/model';
import { importTexts as texts } from './import-texts';

/** The row-level errors of a failed import as a table: line, column and message. */
export function ImportErrors({ errors }: { errors: readonly EventoImportacaoErro[] }) {
  if (errors.length === 0) return null;
  return (
    // A focusable scroll region: a long list can be scrolled with the keyboard.
    <div className="import-wizard__errors" tabIndex={0} role="region" aria-label={texts.errorsLabel}>
      <table className="import-wizard__errors-table">
        <caption className="app-visually-hidden">{texts.errorsLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.errorLine}</th>
            <th scope="col">{texts.errorColumn}</th>
            <th scope="col">{texts.errorMessage}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={index}>
              <td>{error.linha ?? texts.noValue}</td>
              <td>{error.coluna || texts.noValue}</td>
              <td>{error.mensagem}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
