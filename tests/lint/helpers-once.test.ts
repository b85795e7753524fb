// Each helper written once (issue #44): dates shown to people, signed tokens, distance and mail that
// must not fail the request each have one home, and a copy of one written by hand elsewhere under
// src/ or functions/ fails this test. Page addresses have their own test (page-addresses.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = /\.(ts|tsx|astro|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const files = ["src", "functions"].flatMap(sourceFiles).map((path) => ({ path, code: readFileSync(path, "utf8") }));

interface Helper {
  name: string;
  /** What a copy written by hand looks like. */
  copy: RegExp;
  /** The one home, and the files with a reason of their own. */
  allowed: string[];
  examples: { copies: string[]; fine: string[] };
}

const HELPERS: Helper[] = [
  {
    name: "dates shown to people (src/platform/dates.ts)",
    copy: /\.toLocale(?:Date|Time)String\(|\bIntl\.DateTimeFormat\(|\.toLocaleString\([^)]*\b(?:dateStyle|timeStyle|weekday|month|hour)\b/,
    allowed: [
      "src/platform/dates.ts",
      // Works out a zone's offsets from UTC at build time for that same clock; shows no date.
      "src/towns/zone-offsets.ts",
    ],
    examples: {
      copies: [
        'new Date(iso).toLocaleDateString("en-US", { month: "long" })',
        'new Date(iso).toLocaleString("en-US", {\n  month: "short",\n  day: "numeric",\n})',
        'const DAY = new Intl.DateTimeFormat("en-US", { month: "short" });',
        'new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })',
      ],
      fine: ['total.toLocaleString("en-US")', 'billingDate(end, "weekday")'],
    },
  },
  {
    name: "signed tokens (src/platform/job-signature.server.ts)",
    copy: /\bcreateHmac\(/,
    allowed: [
      "src/platform/job-signature.server.ts",
      // The admin's session and password keys are keyed with the admin password, not HASH_SECRET.
      "src/admin/session.server.ts",
    ],
    examples: {
      copies: ['createHmac("sha256", env().HASH_SECRET).update(`job:${id}`).digest("hex")'],
      fine: ['jobSignature("expansion-run", id)', 'sign("unsubscribe", id, SHAPE)'],
    },
  },
  {
    name: "distance (src/towns/haversine.ts)",
    copy: /\bMath\.(?:asin|atan2)\(/,
    allowed: ["src/towns/haversine.ts"],
    examples: {
      copies: ["return 2 * 6_371_000 * Math.asin(Math.sqrt(h));", "Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))"],
      fine: ["haversineMetres(a, b)", "const kx = Math.cos((latitude * Math.PI) / 180);"],
    },
  },
  {
    name: "mail without failing the request (sendMailQuietly, src/platform/send-mail.server.ts)",
    copy: /not sent: \$\{/,
    allowed: [
      "src/platform/send-mail.server.ts",
      // A queue: a failed mail is recorded on its row and tried again on the next run.
      "src/platform/waiting-mail.server.ts",
    ],
    examples: {
      copies: ["console.warn(`claim mail not sent: ${(error as Error).message}`);"],
      fine: ['await sendMailQuietly("claim mail", () => sendApprovalMail(to, names, id));'],
    },
  },
];

describe.each(HELPERS)("$name", ({ copy, allowed, examples }) => {
  it("recognises a copy written by hand, and not a use of the helper", () => {
    for (const code of examples.copies) expect(copy.test(code), code).toBe(true);
    for (const code of examples.fine) expect(copy.test(code), code).toBe(false);
  });

  it("has no copy in src/ or functions/ outside its home", () => {
    expect(files.length).toBeGreaterThan(100);
    const copies = files
      .filter(({ path }) => !allowed.includes(path))
      .flatMap(({ path, code }) =>
        [...code.matchAll(new RegExp(copy, "g"))].map(
          (match) => `${path}:${code.slice(0, match.index).split("\n").length}: ${match[0]}`,
        ),
      );
    expect(copies).toEqual([]);
  });
});
