import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RotinaFrontEnd } from '@generated/api/model';
import { RecordToolButton, type RecordToolProps } from '@/kit';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { frontRoutineDeleteTexts as texts } from './front-routine-delete-texts';
import { listAddress } from '@/lib/navigation/list-return';

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
  if (!canDeleteFrontRoutine) return null;
  return (
    <RecordToolButton
      variant={variant}
      icon="pi pi-trash"
      action={texts.action}
      rowLabel={texts.rowAction(label)}
      severity="danger"
      dialog={({ visible, hide }) => (
        <FrontRoutineDeleteDialog
          record={record}
          label={label}
          visible={visible}
          onHide={hide}
          onDeleted={() => {
            if (variant === 'view') navigate(listAddress(FRONT_ROUTINES_PATH));
          }}
        />
      )}
    />
  );
}
