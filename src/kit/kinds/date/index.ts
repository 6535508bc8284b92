import { DateInput } from '@/kit/fields/date-input';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: DateInput };
