import { isValidIbgeCode } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { digitCode } from '../kind-rules';
import type { KindDisplay } from '../kind-types';

/** IBGE code: 7 digits with a check digit. */
export const definition = digitCode('ibge', 7, isValidIbgeCode, (stored) => stored);

export const display: KindDisplay = { cell: formatted('documents', 'formatIbge'), fit: 'nowrap' };
