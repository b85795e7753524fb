// Whether an earlier build may lend its unchanged pages to the next one (ADR 025, 027, 047). A build
// is reusable only when it finished (its code fingerprint is written last), was made from the same
// code, and its page keys all read back whole. Anything else makes the next build a full one:
// slower, never a broken site.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Beside each build folder: its code fingerprint, page keys and inline-script hashes. */
export const keysDirOf = (buildDir: string) => `${buildDir.replace(/\/$/, "")}.keys`;
export const fingerprintFile = (buildDir: string) => join(keysDirOf(buildDir), "fingerprint");

function isKeyRecord(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Why a build with this fingerprint cannot reuse `buildDir`, or undefined when it can. */
export function unusableBecause(buildDir: string, fingerprint: string): string | undefined {
  let recorded: string;
  try {
    recorded = readFileSync(fingerprintFile(buildDir), "utf8");
  } catch {
    return "no finished earlier build";
  }
  if (recorded !== fingerprint) return "the code changed since the earlier build";
  if (!statSync(buildDir, { throwIfNoEntry: false })?.isDirectory()) return "the earlier build's folder is missing";
  const pagesDir = join(keysDirOf(buildDir), "pages");
  let names: string[];
  try {
    names = readdirSync(pagesDir);
  } catch {
    return "the earlier build has no page keys";
  }
  for (const name of names) {
    try {
      if (!isKeyRecord(JSON.parse(readFileSync(join(pagesDir, name), "utf8"))))
        return `page keys ${name} are not a record`;
    } catch {
      return `page keys ${name} do not read back`;
    }
  }
  return undefined;
}

/** The newest build under npm start's builds folder, if the next build may reuse it. */
export function reusableBuild(buildsDir: string, fingerprint: string): string | undefined {
  const builds = readdirSync(buildsDir)
    .filter((name) => /^site-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(5)) - Number(a.slice(5)));
  const latest = builds[0] && join(buildsDir, builds[0]);
  if (!latest) return undefined;
  const reason = unusableBecause(latest, fingerprint);
  if (reason) console.log(`Full build: ${reason}.`);
  return reason ? undefined : latest;
}
