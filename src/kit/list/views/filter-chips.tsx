import { Button } from '@/ui/button';
import { uiText } from '@/lib/messages';
import { listTexts } from '../list-texts';

/** A filter in force as a removable chip: 'Cliente: ALMEIDA AGROTRANSPORTES LTDA ×'. */
export interface ActiveFilterChip {
  /** Stable among the chips (the filter's param name; a multi filter's name and value). */
  key: string;
  label: string;
  onRemove: () => void;
}

interface FilterChipsProps {
  chips: readonly ActiveFilterChip[];
  onClearFilters?: () => void;
}

/** The filters in force below the toolbar, one removable chip each, then 'Limpar filtros'. */
export function FilterChips({ chips, onClearFilters }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className="resource-list__chips" role="group" aria-label={listTexts.activeFilters}>
      <ul className="resource-list__chip-list">
        {chips.map((chip) => (
          <li key={chip.key} className="resource-list__chip">
            <span className="resource-list__chip-label">{chip.label}</span>
            <button
              type="button"
              className="resource-list__chip-remove"
              aria-label={listTexts.removeFilter(chip.label)}
              onClick={chip.onRemove}
            >
              <i className="pi pi-times" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {onClearFilters && (
        <Button type="button" size="small" text label={uiText.clearFilters} onClick={onClearFilters} />
      )}
    </div>
  );
}
