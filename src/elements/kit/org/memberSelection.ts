/*
 * The ordered member selection of the two-pane selector (call groups, icon assignment): ids in order,
 * each once; the order is the ring order of a sequence or rollover call group.
 */

/** Appends the ids not chosen yet, in the order given. */
export function addMembers(chosen: readonly string[], ids: readonly string[]): string[] {
  const next = [...chosen];
  const present = new Set(chosen);
  for (const id of ids) {
    if (present.has(id)) continue;
    present.add(id);
    next.push(id);
  }
  return next;
}

export function removeMembers(chosen: readonly string[], ids: readonly string[]): string[] {
  const gone = new Set(ids);
  return chosen.filter((id) => !gone.has(id));
}

/** Moves one id by `delta` places (−1 up, +1 down), stopping at either end. */
export function moveMember(chosen: readonly string[], id: string, delta: number): string[] {
  const from = chosen.indexOf(id);
  if (from < 0) return [...chosen];
  const to = Math.min(chosen.length - 1, Math.max(0, from + delta));
  return moveMemberTo(chosen, id, to);
}

/** Puts one id at `index` (0 first), the others keeping their order. */
export function moveMemberTo(chosen: readonly string[], id: string, index: number): string[] {
  const from = chosen.indexOf(id);
  if (from < 0) return [...chosen];
  const rest = chosen.filter((other) => other !== id);
  const at = Math.min(rest.length, Math.max(0, index));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Whether every shown candidate is chosen already (the "add all shown" button is then idle). */
export function allChosen(chosen: readonly string[], shown: readonly string[]): boolean {
  const present = new Set(chosen);
  return shown.every((id) => present.has(id));
}
