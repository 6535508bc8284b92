/**
 * Which tabs stay on the row when they do not all fit `available` pixels, in an order that never
 * changes with the selection: the first tabs, as many as fit beside the 'Mais' control (`moreWidth`)
 * and a slot as wide as the widest of the tabs left over; the selected tab shows in that slot when it
 * is one of those (the rest go to the 'Mais' menu). Picking a tab from the menu therefore never pushes
 * another one off the row. Widths include the gap after each tab. Returns the indexes kept, in tab order.
 */
export function fittingTabs(
  widths: readonly number[],
  selected: number,
  available: number,
  moreWidth: number,
): number[] {
  const all = widths.map((_, index) => index);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return all;
  let kept = 0;
  let used = 0;
  for (let index = 0; index < widths.length - 1; index++) {
    const slot = Math.max(...widths.slice(index + 1));
    if (used + widths[index] + moreWidth + slot > available) break;
    used += widths[index];
    kept = index + 1;
  }
  return selected >= kept ? [...all.slice(0, kept), selected] : all.slice(0, kept);
}
