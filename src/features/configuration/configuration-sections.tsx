import { useId, type ReactNode } from 'react';
import { ChoiceField, NotesField, TextField } from './configuration-fields';
import { OBS_TRIBUTARIA_MAX } from './configuration-schema';
import {
  configurationTexts as texts,
  tipoAmbienteLabels,
  tipoEmissaoCTeLabels,
  tipoEmissaoMDFeLabels,
} from './configuration-texts';

/** One titled block of the page (a region named by its title). */
export function ConfigSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="config-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="config-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Ambiente, Emissão and Séries of the fiscal configuration (the rules: configuration-schema.ts). */
export function ConfigurationSections({ disabled }: { disabled: boolean }) {
  const { environment, issue, series } = texts;
  return (
    <>
      <ConfigSection title={environment.title}>
        <div className="resource-grid config-section__grid">
          <ChoiceField name="ambiente.tipoAmbiente" label={environment.tipoAmbiente} labels={tipoAmbienteLabels} disabled={disabled} />
          <TextField
            name="ambiente.versaoCTe"
            label={environment.versaoCTe}
            hint={environment.versionHint}
            inputMode="decimal"
            required
            disabled={disabled}
          />
          <TextField
            name="ambiente.versaoMDFe"
            label={environment.versaoMDFe}
            hint={environment.versionHint}
            inputMode="decimal"
            required
            disabled={disabled}
          />
        </div>
      </ConfigSection>
      <ConfigSection title={issue.title}>
        <div className="resource-grid config-section__grid">
          <ChoiceField name="emissao.tipoEmissaoCTe" label={issue.tipoEmissaoCTe} labels={tipoEmissaoCTeLabels} span={6} disabled={disabled} />
          <ChoiceField name="emissao.tipoEmissaoMDFe" label={issue.tipoEmissaoMDFe} labels={tipoEmissaoMDFeLabels} span={6} disabled={disabled} />
          <NotesField name="emissao.obsTributaria" label={issue.obsTributaria} max={OBS_TRIBUTARIA_MAX} disabled={disabled} />
        </div>
      </ConfigSection>
      <ConfigSection title={series.title}>
        <div className="resource-grid config-section__grid">
          <TextField name="series.serieCTe" label={series.serieCTe} inputMode="numeric" span={3} required disabled={disabled} />
          <TextField name="series.serieMDFe" label={series.serieMDFe} inputMode="numeric" span={3} required disabled={disabled} />
        </div>
      </ConfigSection>
    </>
  );
}
