/**
 * "Did you mean …?" for the manifest's messages: a misspelt key, kind, name or operation is most often one
 * or two keystrokes away from the one meant, so the closest known names are offered with the message.
 */

/**
 * The edit distance between two texts where swapping two neighbouring letters counts as one edit
 * (optimal string alignment): `sortabel` is one slip away from `sortable`, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        table[row - 1][column] + 1,
        table[row][column - 1] + 1,
        table[row - 1][column - 1] + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        best = Math.min(best, table[row - 2][column - 2] + 1);
      table[row][column] = best;
    }
  }
  return table[a.length][b.length];
}

/**
 * The known names closest to `value` (up to three, alphabetically), or none when nothing is near enough to
 * be a slip: at most a third of the longer name may differ (one letter in short names), and never all of
 * the shorter one (`x` is no slip of `f`). Case is ignored in the comparison, so `Banco` is offered for
 * `banco`.
 */
export function closest(value: string, candidates: Iterable<string>): string[] {
  const scored = [...new Set(candidates)]
    .filter((candidate) => candidate !== value)
    .map((candidate) => {
      const distance = editDistance(value.toLowerCase(), candidate.toLowerCase());
      const limit = Math.max(1, Math.floor(Math.max(value.length, candidate.length) / 3));
      return { candidate, distance, limit };
    })
    .filter(
      ({ candidate, distance, limit }) =>
        distance <= limit && distance < Math.min(value.length, candidate.length),
    );
  if (scored.length === 0) return [];
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored
    .filter(({ distance }) => distance === best)
    .map(({ candidate }) => candidate)
    .sort()
    .slice(0, 3);
}

/** The shortest name one of a renaming holds whole at its start or end ('ispb' in 'codigoIspb'). */
const RENAMED_PART = 3;

/**
 * The names that hold `value` whole at their start or end, or that it holds so ('ispb' renamed
 * 'codigoIspb', 'valorTotal' renamed 'valor'), up to three, alphabetically.
 */
function renamedAs(value: string, candidates: Iterable<string>): string[] {
  const own = value.toLowerCase();
  const holds = (longer: string, part: string) =>
    part.length >= RENAMED_PART && longer !== part && (longer.startsWith(part) || longer.endsWith(part));
  return [...new Set(candidates)]
    .filter((candidate) => {
      const other = candidate.toLowerCase();
      return holds(other, own) || holds(own, other);
    })
    .sort()
    .slice(0, 3);
}

/**
 * For a property of the contract: the closest names, or when none is a slip away, those it may have
 * been renamed to (a field renamed in the contract keeps its old name in the manifest).
 */
export function closestProperty(value: string, candidates: Iterable<string>): string[] {
  const names = [...candidates];
  const near = closest(value, names);
  return near.length > 0 ? near : renamedAs(value, names);
}

/**
 * ` (did you mean "x"?)` to append to a message, or '' when no known name is close. `quote` follows the
 * message it ends: the manifest checks quote with ", the contract checks with '.
 */
export function didYouMean(value: string, candidates: Iterable<string>, quote: '"' | "'" = '"'): string {
  const names = closest(value, candidates).map((name) => `${quote}${name}${quote}`);
  return names.length === 0 ? '' : ` (did you mean ${names.join(' or ')}?)`;
}
