/**
 * Small code builders shared by the templates: names derived from the manifest, record accessors for
 * manifest paths ('empresa.nome', 'modulos[].descricao') and label templates ('{codigo} - {fantasia ?? nome}').
 */

/** 'rotinas-front-end' → 'RotinasFrontEnd'; 'TipoFilial' stays. */
export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** 'rotinas-front-end' → 'rotinasFrontEnd'; 'TipoFilial' → 'tipoFilial'. */
export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** 'filiaisAtivas' → 'filiais-ativas' (file names); 'empresas' stays. */
export function kebabCase(text: string): string {
  return camelCase(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** A JavaScript literal of a manifest value (strings, numbers, booleans, arrays and plain objects). */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${propertyKey(key)}: ${literal(item)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

/** An object key, quoted only when needed. */
export function propertyKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) || /^(0|[1-9][0-9]*)$/.test(key) ? key : literal(key);
}

/** A manifest path: dot-separated names; one segment may end in [] (a list of records). */
export const PATH_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?(\.[A-Za-z_][A-Za-z0-9_]*(\[\])?)*$/;

/**
 * The expression reading `path` from `root`: 'nome' → record.nome; 'empresa.nome' → record.empresa?.nome;
 * 'modulos[].descricao' → record.modulos?.map((item) => item.descricao).
 */
export function accessor(root: string, path: string): string {
  const [head, ...rest] = path.split('[]');
  const steps = head.split('.');
  const base = `${root}.${steps.join('?.')}`;
  if (rest.length === 0) return base;
  const inner = rest.join('[]').replace(/^\./, '');
  if (inner === '') return base;
  const item = root === 'item' ? 'entry' : 'item';
  return `${base}?.map((${item}) => ${accessor(item, inner)})`;
}

/**
 * A label template: a plain path or text with {path} / {path ?? path} placeholders. An alternative is
 * taken when the one before it is missing or blank (a branch without a trade name shows its name).
 */
export function labelExpression(root: string, spec: string): string {
  if (!spec.includes('{')) return accessor(root, spec);
  const parts = spec.split(/(\{[^}]*\})/).filter((part) => part !== '');
  const body = parts
    .map((part) => {
      if (!part.startsWith('{')) return part.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
      const alternatives = part
        .slice(1, -1)
        .split('??')
        .map((path) => accessor(root, path.trim()));
      const joiner = alternatives.length > 1 ? ' || ' : ' ?? ';
      return `\${${[...alternatives, "''"].join(joiner)}}`;
    })
    .join('');
  return `\`${body}\``;
}

/** The paths a label template reads. */
export function labelPaths(spec: string): string[] {
  if (!spec.includes('{')) return [spec];
  return [...spec.matchAll(/\{([^}]*)\}/g)].flatMap((match) =>
    match[1].split('??').map((path) => path.trim()),
  );
}
