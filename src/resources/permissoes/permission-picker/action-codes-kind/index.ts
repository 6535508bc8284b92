import type { KindModule } from '@/kit';
import { ActionCodesInput } from '../action-codes-input';
import { definition } from './definition';

/** The field kind `actionCodes` as the permission's generated form page hands it to the kit. */
export const actionCodesKind: KindModule = { ...definition, input: ActionCodesInput };
