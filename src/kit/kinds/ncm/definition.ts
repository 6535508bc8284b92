import { maskNcm } from '@/lib/format/masks';
import { isValidNcm } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { digitCode } from '../kind-rules';
import type { KindDisplay } from '../kind-types';

/** NCM: ####.##.## kept as 8 digits. */
export const definition = digitCode('ncm', 8, isValidNcm, maskNcm);

export const display: KindDisplay = { cell: formatted('documents', 'formatNcm'), overflow: 'nowrap' };
