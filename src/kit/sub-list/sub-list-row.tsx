import { useId, useState, type CSSProperties } from 'react';
import type { PermissionFlags } from '@/lib/permissions/permission-flags';
import { formatAtivo } from '@/lib/format/labels';
import { useTooltip } from '@/ui/tooltip';
import { UserAvatar } from '@/ui/user-avatar';
import { lockActionIcon, lockTexts } from '../resource-texts';
import type { SubListAction, SubListItem as ItemDeclaration, SubListTag } from './sub-list-types';
import { SubListActionButton } from './sub-list-action-button';
import { SubListCallButton } from './sub-list-call-button';
import { SubListConfirm } from './sub-list-confirm';

export interface SubListRowProps<T> {
  row: T;
  item: ItemDeclaration<T>;
  actions: readonly SubListAction<T>[];
  flags: PermissionFlags;
  refresh: () => Promise<void>;
  /** Opens the dialog of a `dialog` or `lock` action (by its index) for this row. */
  onOpen: (index: number, row: T) => void;
}

/** One row of a sub-list: avatar, name, lines and tags, and the actions the user may take on it. */
export function SubListRow<T>({ row, item, actions, flags, refresh, onOpen }: SubListRowProps<T>) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const nameId = useId();
  const actionId = (index: number) => `${nameId}-action-${index}`;
  const focus = (id: string) => document.getElementById(id)?.focus();
  // Each action the user may take keeps its slot on every row (empty where it does not apply), so the
  // icons line up from row to row.
  const slots = actions
    .map((action, index) => ({ action, index }))
    .filter(({ action }) => flags[action.flag]);
  const shown = slots.filter(({ action }) => action.when === undefined || Boolean(action.when(row)));
  const subtitle = item.subtitle?.(row);
  const avatar = item.avatar?.(row);
  const open = confirming === null ? undefined : actions[confirming];

  return (
    <li className="sub-list__item" aria-labelledby={nameId}>
      <div className="sub-list__person">
        {avatar && <UserAvatar name={avatar.name} avatarUrl={avatar.url} />}
        <div className="sub-list__details">
          <p id={nameId} className="sub-list__name">
            {item.title(row)}
          </p>
          {subtitle && <Subtitle text={subtitle} />}
          {item.tags.length > 0 && (
            <p className="sub-list__tags">
              {item.tags.map((tag, index) => (
                <Tag key={index} tag={tag} row={row} />
              ))}
            </p>
          )}
          {item.note && <p className="sub-list__note">{item.note(row)}</p>}
        </div>
      </div>
      <div className="sub-list__actions" style={{ '--sub-list-slots': slots.length } as CSSProperties}>
        {slots.map(({ action, index }) =>
          shown.some((item) => item.index === index) ? (
            <ActionButton
              key={index}
              id={actionId(index)}
              action={action}
              row={row}
              title={item.title(row)}
              refresh={refresh}
              confirming={confirming === index}
              onClick={() => (action.kind === 'confirm' ? setConfirming(index) : onOpen(index, row))}
            />
          ) : (
            <span key={index} className="sub-list__slot" aria-hidden="true" />
          ),
        )}
      </div>
      {open?.kind === 'confirm' && confirming !== null && (
        <SubListConfirm
          action={open}
          row={row}
          refresh={refresh}
          onCancel={() => {
            setConfirming(null);
            requestAnimationFrame(() => focus(actionId(confirming)));
          }}
          // The confirmed action usually goes with its call (a removed server): the focus goes to the row's first action.
          onSuccess={() => shown.length > 0 && focus(actionId(shown[0].index))}
          onDone={() => setConfirming(null)}
        />
      )}
    </li>
  );
}

/**
 * The line under the name (an e-mail) on one line, never broken mid-word: cut with an ellipsis where the
 * row is narrower, the whole of it then in a tooltip on hover and on keyboard focus.
 */
function Subtitle({ text }: { text: string }) {
  const hint = useTooltip(undefined, { whenTruncated: true });
  return (
    <>
      <p className="sub-list__subtitle" tabIndex={0} {...hint.targetProps}>
        {text}
      </p>
      {hint.tooltip}
    </>
  );
}

function Tag<T>({ tag, row }: { tag: SubListTag<T>; row: T }) {
  const value = tag.value(row);
  if (tag.kind === 'check')
    return (
      <span className={`sub-list__tag sub-list__tag--${value ? 'ok' : 'pending'}`}>
        {value ? tag.yes : tag.no}
      </span>
    );
  return (
    <span className={`sub-list__tag sub-list__tag--status sub-list__tag--${value ? 'on' : 'off'}`}>
      <span className="app-visually-hidden">{tag.label}: </span>
      {formatAtivo(value)}
    </span>
  );
}

interface ActionButtonProps<T> {
  id: string;
  action: SubListAction<T>;
  row: T;
  /** The row's name (the lock button's accessible name). */
  title: string;
  refresh: () => Promise<void>;
  confirming: boolean;
  onClick: () => void;
}

function ActionButton<T>({ id, action, row, title, refresh, confirming, onClick }: ActionButtonProps<T>) {
  switch (action.kind) {
    case 'call':
      return <SubListCallButton action={action} row={row} refresh={refresh} />;
    case 'lock': {
      const ativo = action.ativo(row);
      return (
        <SubListActionButton
          id={id}
          icon={lockActionIcon(ativo)}
          label={`${ativo ? lockTexts.lock : lockTexts.unlock} ${title}`}
          title={ativo ? lockTexts.lock : lockTexts.unlock}
          severity={ativo ? 'danger' : 'success'}
          onClick={onClick}
        />
      );
    }
    default:
      return (
        <SubListActionButton
          id={id}
          icon={action.icon}
          label={action.label(row)}
          title={action.title}
          disabled={confirming}
          onClick={onClick}
        />
      );
  }
}
