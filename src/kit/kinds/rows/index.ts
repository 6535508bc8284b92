import { RowsField } from '@/kit/fields/row-list-fields';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, field: RowsField };
