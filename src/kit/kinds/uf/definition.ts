import { validationMessages as m } from '@/lib/messages';
import { isValidUf } from '@/lib/validation/br-rules';
import { raw } from '../kind-display';
import { checkedText, upperCased } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** A Brazilian state (sigla). */
export const definition: KindDefinition = {
  name: 'uf',
  empty: null,
  filter: 'uf',
  normalize: upperCased,
  rule: checkedText(isValidUf, m.uf),
  message: m.uf,
};

export const display: KindDisplay = { cell: raw, overflow: 'nowrap' };
