import { validationMessages as m } from '@/lib/messages';
import { isValidBrDate } from '@/lib/validation/br-date';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** yyyy-MM-dd naming a real day. */
function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isValidBrDate(`${match[3]}/${match[2]}/${match[1]}`);
}

/** A day: typed dd/MM/yyyy, kept and sent yyyy-MM-dd. */
export const definition: KindDefinition = {
  name: 'date',
  empty: null,
  filter: 'date',
  rule: checkedText(isValidIsoDate, m.date),
  message: m.date,
};

export const display: KindDisplay = { cell: formatted('date', 'formatDate'), overflow: 'nowrap' };
