/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { tipoAmbienteOptions, tipoEmissaoCTeOptions, tipoEmissaoMDFeOptions } from '@generated/tables/enums';
import type { FormSection } from '@/kit';

export const fiscalConfigSections: readonly FormSection[] = [
  {
    title: 'Ambiente',
    fields: [
      {
        name: 'ambiente.tipoAmbiente',
        label: 'Ambiente de emissão',
        kind: 'enum',
        required: true,
        options: tipoAmbienteOptions,
        span: 4,
      },
      {
        name: 'ambiente.versaoCTe',
        label: 'Versão do CT-e',
        kind: 'text',
        required: true,
        span: 4,
        hint: 'Formato 4.00',
        patternMessage: 'Versão inválida (formato 4.00)',
        inputMode: 'decimal',
      },
      {
        name: 'ambiente.versaoMDFe',
        label: 'Versão do MDF-e',
        kind: 'text',
        required: true,
        span: 4,
        hint: 'Formato 4.00',
        patternMessage: 'Versão inválida (formato 4.00)',
        inputMode: 'decimal',
      },
    ],
  },
  {
    title: 'Emissão',
    fields: [
      {
        name: 'emissao.tipoEmissaoCTe',
        label: 'Tipo de emissão do CT-e',
        kind: 'enum',
        required: true,
        options: tipoEmissaoCTeOptions,
        span: 6,
      },
      {
        name: 'emissao.tipoEmissaoMDFe',
        label: 'Tipo de emissão do MDF-e',
        kind: 'enum',
        required: true,
        options: tipoEmissaoMDFeOptions,
        span: 6,
      },
      {
        name: 'emissao.obsTributaria',
        label: 'Observação tributária',
        kind: 'notes',
        maxLength: 2000,
        span: 12,
        nullable: true,
      },
    ],
  },
  {
    title: 'Séries',
    fields: [
      {
        name: 'series.serieCTe',
        label: 'Série do CT-e',
        kind: 'text',
        required: true,
        span: 3,
        patternMessage: 'Informe somente números',
        inputMode: 'numeric',
      },
      {
        name: 'series.serieMDFe',
        label: 'Série do MDF-e',
        kind: 'text',
        required: true,
        span: 3,
        patternMessage: 'Informe somente números',
        inputMode: 'numeric',
      },
    ],
  },
];
