// Opening hours are free text ("Mon-Sat 9:00 AM - 7:00 PM, Sun 10:00 AM - 5:00 PM"). Split them at
// commas that start a new day range so each range gets its own line; anything else stays as is.
const DAY = /^(mon|tue|wed|thu|fri|sat|sun|daily|weekdays|weekends|every)/i;

export function hoursLines(hours: string | null | undefined): string[] {
  if (!hours?.trim()) return [];
  const parts = hours.split(/[,;\n]/).map((part) => part.trim());
  if (parts.some((part) => !part) || !parts.every((part) => DAY.test(part))) {
    return hours
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  }
  return parts;
}
