import type { KindDefinition, KindDisplay } from '@/kit';
import { validationMessages as m } from '@/lib/messages';
import { ruleMessage } from '@/lib/validation/contract-rules';

/** The modules of a plan: kept in the form as the read model's objects ({ id, codigo, descricao, valor }). */
export const definition: KindDefinition = {
  name: 'modules',
  empty: [],
  // BASICO must be among them (the contract's plano-modulo-basico).
  rule: (value) => {
    const modules = Array.isArray(value)
      ? value.filter((item): item is { codigo: string } => typeof item?.codigo === 'string')
      : [];
    return ruleMessage('plano-modulo-basico', modules);
  },
  // The body takes their ids.
  toBody: (value) =>
    Array.isArray(value)
      ? value.map((item: unknown) =>
          item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item,
        )
      : value,
  message: m.option,
};

/** Each module with its value, and the total (the read model's objects: the field's `source`). */
export const display: KindDisplay = {
  view: ({ value, imports }) =>
    `<${imports.value('@/resources/planos/module-picker/modules-view', 'ModulesView')} value={${value}} />`,
  wide: true,
};
