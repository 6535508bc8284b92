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

/**
 * ` (did you mean "x"?)` to append to a message, or '' when no known name is close. `quote` follows the
 * message it ends: the manifest checks quote with ", the contract checks with '.
 */
export function didYouMean(value: string, candidates: Iterable<string>, quote: '"' | "'" = '"'): string {
  const names = closest(value, candidates).map((name) => `${quote}${name}${quote}`);
  return names.length === 0 ? '' : ` (did you mean ${names.join(' or ')}?)`;
}
