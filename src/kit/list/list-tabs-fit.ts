/**
 * Which tabs stay on the row when they do not all fit `available` pixels: the selected tab always,
 * then the others in their order while they fit beside the 'Mais' control (`moreWidth`); the rest go
 * to its menu. Widths include the gap after each tab. Returns the indexes kept, in tab order.
 */
export function fittingTabs(widths: readonly number[], selected: number, available: number, moreWidth: number): number[] {
  const all = widths.map((_, index) => index);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return all;
  let budget = available - moreWidth - (widths[selected] ?? 0);
  const kept = new Set(selected >= 0 ? [selected] : []);
  for (const index of all) {
    if (index === selected) continue;
    if (widths[index] > budget) break;
    budget -= widths[index];
    kept.add(index);
  }
  return all.filter((index) => kept.has(index));
}
