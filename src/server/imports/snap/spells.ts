// USDA's historical file lists a record once per authorisation spell: a store whose authorisation
// lapsed and resumed has an ended row and a current one, in either order. The record's state now is
// its latest spell's (ADR 035): the older rows say nothing about today.

export interface Spell {
  record: string;
  /** Authorisation date (ISO) or null. */
  from: string | null;
  /** End date (ISO) or null while authorised. */
  to: string | null;
  /** Position in the file(s), the tie-break: the later row wins. */
  order: number;
}

/** Whether spell `a` is later than spell `b`: a later start, then an open spell, then a later row. */
function later(a: Spell, b: Spell): boolean {
  if ((a.from ?? "") !== (b.from ?? "")) return (a.from ?? "") > (b.from ?? "");
  if ((a.to === null) !== (b.to === null)) return a.to === null;
  if ((a.to ?? "") !== (b.to ?? "")) return (a.to ?? "") > (b.to ?? "");
  return a.order > b.order;
}

/** For every index whose spell is not its record's latest: that latest spell. */
export function latestSpells(spells: (Spell | undefined)[]): Map<number, Spell> {
  const latest = new Map<string, { spell: Spell; index: number }>();
  spells.forEach((spell, index) => {
    if (!spell) return;
    const known = latest.get(spell.record);
    if (!known || later(spell, known.spell)) latest.set(spell.record, { spell, index });
  });
  const superseded = new Map<number, Spell>();
  spells.forEach((spell, index) => {
    if (!spell) return;
    const best = latest.get(spell.record)!;
    if (best.index !== index) superseded.set(index, best.spell);
  });
  return superseded;
}
