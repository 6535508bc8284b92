import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RotinaFrontEnd } from '@generated/api/model';
import type { RecordToolProps } from '@/components/resource/kit-types';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { frontRoutineDeleteTexts as texts } from './front-routine-delete-texts';

// The confirmation (and its mutation) loads on first use only: the list chunk stays small.
const FrontRoutineDeleteDialog = lazy(() =>
  import('./front-routine-delete-dialog').then((module) => ({ default: module.FrontRoutineDeleteDialog })),
);

/** The list of front-end routines (where the view page goes back to after a deletion). */
export const FRONT_ROUTINES_PATH = '/dashboard/rotinas-front-end';

/**
 * Record tool of the front-end routines (manifest `recordTools`): 'Excluir', for holders of DEL_FRONT_ROT
 * only (nothing is rendered otherwise). In a row, an icon button 'Excluir <descrição>'; on the view page,
 * a labelled button, and after the deletion the page goes back to the list.
 */
export function FrontRoutineDeleteTool({ record, label, variant }: RecordToolProps<RotinaFrontEnd>) {
  const { canDeleteFrontRoutine } = usePermissions();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!canDeleteFrontRoutine) return null;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'row' ? (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          size="small"
          severity="danger"
          className="resource-list__action"
          aria-label={texts.rowAction(label)}
          title={texts.action}
          onClick={show}
        />
      ) : (
        <Button type="button" size="small" outlined severity="danger" icon="pi pi-trash" label={texts.action} onClick={show} />
      )}
      {opened && (
        <Suspense fallback={null}>
          <FrontRoutineDeleteDialog
            record={record}
            label={label}
            visible={open}
            onHide={() => setOpen(false)}
            onDeleted={() => {
              if (variant === 'view') navigate(FRONT_ROUTINES_PATH);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
