import { literal, propertyKey } from '../expressions';
import type { Manifest } from '../manifest-schema';
import { enumLabelsConst, enumOptionsConst, file, ImportSet, MODULES } from './shared';

/**
 * generated/tables/enums.ts: the pt-BR options of every enumeration (selects and filters) and their labels
 * (list cells and view). Labels are typed by the model's enum type, so a new API value fails tsc.
 */
export function renderEnums({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const optionType = imports.type(MODULES.kitTypes, 'FieldOption');
  const declarations = Object.entries(manifest.enums).map(([name, definition]) => {
    const options = definition.options.map((option) => literal(option));
    const labels = definition.options.map(
      (option) => `${propertyKey(String(option.value))}: ${literal(option.label)}`,
    );
    const keyType = definition.type ? imports.type(MODULES.model, definition.type) : 'string';
    return [
      `export const ${enumOptionsConst(name)}: readonly ${optionType}[] = [${options.join(', ')}];`,
      `export const ${enumLabelsConst(name)}: Readonly<Record<${keyType}, string>> = { ${labels.join(', ')} };`,
    ].join('\n');
  });
  return file(imports, declarations.join('\n\n'));
}
