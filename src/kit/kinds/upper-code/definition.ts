import { validationMessages as m } from '@/lib/messages';
import { raw } from '../kind-display';
import { lengthLimit, textRule, upperCased } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Letters, digits and underscores upper-cased as typed: module code, routine prefix, ISO sigla. */
export const definition: KindDefinition = {
  name: 'upperCode',
  empty: '',
  filter: 'upper',
  normalize: upperCased,
  rule: textRule((value, field) => (/^[A-Z0-9_]+$/.test(value) ? lengthLimit(field, value) : m.code)),
  message: m.code,
  typing: { case: 'code' },
};

export const display: KindDisplay = { cell: raw, overflow: 'nowrap' };
