import { useState } from 'react';
import { Button } from '@/ui/button';
import { applyListDensity, storedDensity } from './list-density';
import { listTexts } from './list-texts';

/**
 * 'Densidade compacta' in the list toolbar: a toggle button (aria-pressed) whose tooltip says the density
 * in force ('Densidade: Confortável'). The choice applies to every list and is remembered (list-density.ts).
 * A toggle rather than a menu of two: one press, and no menu code on a list's first paint.
 */
export function DensityToggle() {
  const [compact, setCompact] = useState(() => storedDensity() === 'compacta');
  return (
    <Button
      type="button"
      size="small"
      outlined={!compact}
      icon="pi pi-bars"
      aria-label={listTexts.compactRows}
      aria-pressed={compact}
      tooltip={compact ? listTexts.compactRowsInForce : listTexts.comfortableRows}
      onClick={() => {
        setCompact(!compact);
        applyListDensity(compact ? 'confortavel' : 'compacta', true);
      }}
    />
  );
}
