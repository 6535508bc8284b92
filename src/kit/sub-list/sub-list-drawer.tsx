import './sub-list.css';
import { useId, useState, type ReactNode } from 'react';
import { NestedLayer } from '@/ui/nested-layer';
import { RightDrawer } from '@/ui/right-drawer';
import { LockDialog } from '../lock-dialog';
import { SubListResults } from './sub-list-results';
import type { SubListAction, SubListConfig, SubListParent } from './sub-list-types';
import { useRefreshSubList } from './use-sub-list';

export interface SubListDrawerProps {
  /** The record whose rows are listed. */
  parent: SubListParent;
  visible: boolean;
  onHide: () => void;
  /** An action of the opener's beside the parent's name (the users list's 'Trocar cliente'). */
  parentAction?: ReactNode;
}

/** The row a nested drawer is about (kept while it closes, so its content stays during the animation). */
type Opened<T> = { row: T; visible: boolean };

/**
 * A sub-list (manifest `subLists`): the parent's rows with search and paging in a drawer; per row, the
 * declared actions, whose dialogs open in a nested layer. The list refreshes after each action.
 */
export function SubListDrawer<T extends { id: number }>({
  config,
  parent,
  visible,
  onHide,
  parentAction,
}: SubListDrawerProps & { config: SubListConfig<T> }) {
  const searchId = useId();
  const [opened, setOpened] = useState<Partial<Record<number, Opened<T>>>>({});
  const setOne = (index: number, next: (current: Opened<T> | undefined) => Opened<T> | undefined) =>
    setOpened((current) => ({ ...current, [index]: next(current[index]) }));

  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={config.title}
      className="sub-list"
      initialFocusId={searchId}
    >
      <div className="sub-list__body">
        <p className="sub-list__parent">
          <span>
            {config.parentLabel}: <strong>{parent.label}</strong>
          </span>
          {parentAction}
        </p>
        {visible && (
          <SubListResults
            key={parent.id}
            config={config}
            parent={parent}
            searchId={searchId}
            onOpen={(index, row) => setOne(index, () => ({ row, visible: true }))}
          />
        )}
      </div>
      <NestedLayer>
        {config.actions.map((action, index) => {
          const open = opened[index];
          if (!open) return null;
          const hide = () => setOne(index, (current) => current && { ...current, visible: false });
          return (
            <ActionDialog
              key={index}
              action={action}
              row={open.row}
              parent={parent}
              config={config}
              visible={open.visible}
              onHide={hide}
            />
          );
        })}
      </NestedLayer>
    </RightDrawer>
  );
}

interface ActionDialogProps<T extends { id: number }> {
  action: SubListAction<T>;
  row: T;
  parent: SubListParent;
  config: SubListConfig<T>;
  visible: boolean;
  onHide: () => void;
}

function ActionDialog<T extends { id: number }>({
  action,
  row,
  parent,
  config,
  visible,
  onHide,
}: ActionDialogProps<T>) {
  const refresh = useRefreshSubList(config, parent.id);
  if (action.kind === 'lock')
    return (
      <LockDialog
        recurso={action.recurso}
        id={action.id(row)}
        empresaId={action.parentHeader ? parent.id : undefined}
        ativo={action.ativo(row)}
        recordLabel={config.item.title(row)}
        visible={visible}
        onHide={onHide}
      />
    );
  if (action.kind !== 'dialog') return null;
  const Dialog = action.dialog;
  return <Dialog row={row} parentId={parent.id} visible={visible} onHide={onHide} refresh={refresh} />;
}
