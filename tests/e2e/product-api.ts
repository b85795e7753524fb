// Reading the served product's public API from browser tests, for facts the page under test should
// show (ids, slugs, counts): a failed answer fails the test with its path and status.
import { expect, inject } from "vitest";

export async function productJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(inject("baseUrl") + path, init);
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}
