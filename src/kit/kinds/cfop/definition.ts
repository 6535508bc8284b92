import { maskCfop } from '@/lib/format/masks';
import { isValidCfop } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { digitCode } from '../kind-rules';
import type { KindDisplay } from '../kind-types';

/** CFOP: #.### kept as 4 digits. */
export const definition = digitCode('cfop', 4, isValidCfop, maskCfop);

export const display: KindDisplay = { cell: formatted('documents', 'formatCfop'), overflow: 'nowrap' };
