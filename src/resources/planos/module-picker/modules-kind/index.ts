import type { KindModule } from '@/kit';
import { ModulesInput } from '../modules-input';
import { definition } from './definition';

/** The field kind `modules` as the plan's generated form page hands it to the kit. */
export const modulesKind: KindModule = { ...definition, input: ModulesInput };
