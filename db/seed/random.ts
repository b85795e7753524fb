// A small seeded PRNG and helpers, so the sample dataset is identical on every machine and run.
// Math.random and crypto.randomUUID are never used here for that reason.
import { hashString, slugify } from "../../src/site/slug.ts";

export { hashString, slugify };

export type Rng = () => number;

/** mulberry32: 32-bit state, fast; used to expand one 32-bit seed into sfc32's larger state. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: derives independent streams (per town, per purpose) from one seed and a label. */

/**
 * The generator the seed uses: sfc32 with 128 bits of state. mulberry32 alone has a single 2^32 cycle,
 * so hundreds of per-town streams drawing thousands of numbers each would overlap now and then and
 * repeat each other's UUIDs; sfc32 streams started from different seeds practically never meet.
 */
export function makeRng(seed: number, label = ""): Rng {
  const init = mulberry32(hashString(label, seed));
  let a = (init() * 2 ** 32) >>> 0;
  let b = (init() * 2 ** 32) >>> 0;
  let c = (init() * 2 ** 32) >>> 0;
  let d = 1;
  const next: Rng = () => {
    let t = (a + b) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    d = (d + 1) >>> 0;
    t = (t + d) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // mix the initial state before use
  return next;
}

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const chance = (rng: Rng, p: number) => rng() < p;
export const round1 = (n: number) => Math.round(n * 10) / 10;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[Math.floor(rng() * items.length)]!;
}

export function hex(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += Math.floor(rng() * 16).toString(16);
  return out;
}

/** A version-4-formatted UUID drawn from the PRNG, so ids repeat with the seed. */
export function uuid(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(rng() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Roughly normal (mean 0, sd 1), for skewed distributions via exp(). */
export function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** lower-case ASCII words joined by hyphens: "Hōlualoa" -> "holualoa", "St. Mary's" -> "st-marys". */
