import { validationMessages as m } from '@/lib/messages';
import { joined, kitView } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Ids of other resources' records, chosen in a multi picker. */
export const definition: KindDefinition = {
  name: 'references',
  empty: [],
  message: m.option,
  minOneReadsAboveZero: true,
};

export const display: KindDisplay = {
  cell: joined,
  view: kitView('ReferenceList'),
  wide: true,
  overflow: 'truncate',
};
