import { moduleChoices } from './module-choice';
import { ModulesTable } from './modules-table';

/** View page display of a plan's modules (field kind `modules`): each with its value, and the total. */
export function ModulesView({ value }: { value: unknown }) {
  return <ModulesTable modules={moduleChoices(value)} />;
}
