import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { type Manifest } from './manifest-schema';
import { ManifestError, formatPath, parseManifest } from './manifest-parse';

/**
 * The manifest read from its file, so that each problem says where to look: `file:line:col`, which editors
 * and terminals open at the spot, and the resource by its segment (`bancos.form…`) rather than by its
 * position among the resources (`resources[11].form…`), which no one counts.
 */

export const MANIFEST = 'codegen/resources.yaml';

/** `where` of the contract's messages: a segment or a top-level section, then keys and [indexes]. */
const WHERE = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)((?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*)(?=[ :]|$)/;
/** Top-level sections whose entries the contract's messages name by key (references.cidades.list). */
const SECTIONS = new Set(['groups', 'enums', 'references', 'configForms', 'resources']);

interface Position {
  line: number;
  col: number;
}

export class ManifestSource {
  /** The manifest as plain data (what parseManifest validates). */
  readonly data: unknown;
  private readonly document: Document.Parsed;
  private readonly lines = new LineCounter();

  /** Throws a ManifestError naming the file, line and column of each YAML syntax error. */
  constructor(
    readonly text: string,
    readonly file: string = MANIFEST,
  ) {
    // prettyErrors off: the position is said once, in front, the way every other problem says it.
    this.document = parseDocument(text, { lineCounter: this.lines, prettyErrors: false });
    if (this.document.errors.length > 0) {
      throw new ManifestError(
        this.document.errors.map(
          (error) => `${this.at(this.lines.linePos(error.pos[0]))}: YAML syntax error: ${error.message}`,
        ),
      );
    }
    this.data = this.document.toJS();
  }

  private at(position: Position | undefined): string {
    return position && position.line > 0 ? `${this.file}:${position.line}:${position.col}` : this.file;
  }

  /**
   * The line and column of the entry at `path`: the key that holds it (or the list item), else the
   * nearest entry above it that the file has (a key left to its default is reported where it would go).
   */
  position(path: readonly PropertyKey[]): Position {
    let node: unknown = this.document.contents;
    let offset = 0;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
        if (!pair) break;
        offset = (isScalar(pair.key) && pair.key.range?.[0]) || offset;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number' && key < node.items.length) {
        node = node.items[key];
        const range = (node as { range?: [number, number, number] } | null)?.range;
        offset = range?.[0] ?? offset;
      } else break;
    }
    return this.lines.linePos(offset);
  }

  /** `bancos.form.sections[0].fields[1].kind` for `resources[11].form.sections[0].fields[1].kind`. */
  where(path: readonly PropertyKey[]): string {
    const [section, index, ...rest] = path;
    const segment = section === 'resources' && typeof index === 'number' ? this.segmentOf(index) : undefined;
    if (segment === undefined) return formatPath(path) || '(root)';
    const tail = formatPath(rest);
    return tail === '' ? segment : `${segment}${tail.startsWith('[') ? '' : '.'}${tail}`;
  }

  /** The manifest's resource entries as written (none when it has no list of them). */
  private resources(): ReadonlyArray<{ segment?: unknown } | null> {
    const resources = (this.data as { resources?: unknown } | null)?.resources;
    return Array.isArray(resources) ? resources : [];
  }

  /** The segment of resources[index], when it names that resource alone (a repeated one does not). */
  private segmentOf(index: number): string | undefined {
    const resources = this.resources();
    const segment = resources[index]?.segment;
    if (typeof segment !== 'string') return undefined;
    return resources.filter((item) => item?.segment === segment).length === 1 ? segment : undefined;
  }

  private indexOf(segment: string): number | undefined {
    const index = this.resources().findIndex((item) => item?.segment === segment);
    return index === -1 ? undefined : index;
  }

  /** The validated manifest; a ManifestError says where each problem is (file:line:col and resource). */
  parse(): Manifest {
    try {
      return parseManifest(this.data);
    } catch (error) {
      if (!(error instanceof ManifestError) || error.issues.length === 0) throw error;
      throw new ManifestError(
        error.issues.map(
          (issue) =>
            `${this.at(this.position(issue.at ?? issue.path))}: ${this.where(issue.path)}: ${issue.message}`,
        ),
        error.issues,
      );
    }
  }

  /**
   * The manifest path a contract problem names at its start ('bancos.api.model …', 'references.cidades.get
   * …'), or undefined when it names none (a Recurso value with no resource).
   */
  pathOf(problem: string): PropertyKey[] | undefined {
    const match = WHERE.exec(problem);
    if (!match) return undefined;
    const [, head, tail] = match;
    const keys = [...tail.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => key ?? Number(index));
    if (SECTIONS.has(head)) return [head, ...keys];
    const index = this.indexOf(head);
    return index === undefined ? undefined : ['resources', index, ...keys];
  }

  /** A contract problem with the place of the entry it names in front (`file:line:col: …`). */
  locate(problem: string): string {
    const path = this.pathOf(problem);
    return `${this.at(path && this.position(path))}: ${problem}`;
  }
}
