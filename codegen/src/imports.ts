/**
 * The imports of one generated file: collected while the template renders, printed once at the top
 * (deduplicated, modules grouped as packages, @generated/, @/, relative; names sorted).
 */
export class ImportSet {
  /** module → name → type-only. */
  private readonly modules = new Map<string, Map<string, boolean>>();
  /** name → module (one name, one module). */
  private readonly owners = new Map<string, string>();

  /** A value import; returns the name to use in the code. */
  value(module: string, name: string): string {
    return this.add(module, name, false);
  }

  /** A type-only import; returns the name to use in the code. */
  type(module: string, name: string): string {
    return this.add(module, name, true);
  }

  private add(module: string, name: string, typeOnly: boolean): string {
    const owner = this.owners.get(name);
    if (owner !== undefined && owner !== module) {
      throw new Error(`import of ${name} from both ${owner} and ${module}`);
    }
    this.owners.set(name, module);
    const names = this.modules.get(module) ?? new Map<string, boolean>();
    names.set(name, (names.get(name) ?? true) && typeOnly);
    this.modules.set(module, names);
    return name;
  }

  entries(): Array<[module: string, names: Array<[name: string, typeOnly: boolean]>]> {
    return [...this.modules].map(([module, names]) => [module, [...names]]);
  }
}

function moduleGroup(module: string): number {
  if (module.startsWith('@generated/')) return 1;
  if (module.startsWith('@/')) return 2;
  if (module.startsWith('.')) return 3;
  return 0;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The import declarations of a file, one per module. */
export function printImports(imports: ImportSet): string {
  const modules = imports.entries().sort(([a], [b]) => moduleGroup(a) - moduleGroup(b) || byText(a, b));
  return modules
    .map(([module, names]) => {
      const sorted = [...names].sort(([a], [b]) => byText(a.toLowerCase(), b.toLowerCase()) || byText(a, b));
      const allTypes = sorted.every(([, typeOnly]) => typeOnly);
      const list = sorted.map(([name, typeOnly]) => (typeOnly && !allTypes ? `type ${name}` : name));
      return `import ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from '${module}';`;
    })
    .join('\n');
}
