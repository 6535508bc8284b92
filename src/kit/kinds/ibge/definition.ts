import { contractRules } from '@/lib/validation/contract-rules';
import { formatted } from '../kind-display';
import { digitCode } from '../kind-rules';
import type { KindDisplay } from '../kind-types';

const rule = contractRules['ibge-digito-verificador'];

/** IBGE code: 7 digits with a check digit (the contract's ibge-digito-verificador). */
export const definition = digitCode('ibge', 7, rule.check, (stored) => stored, rule.message);

export const display: KindDisplay = { cell: formatted('documents', 'formatIbge'), overflow: 'nowrap' };
