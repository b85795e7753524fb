// Issue #49: a submit button disabled until its form is live says why, in the server-rendered HTML.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import ListingForm from "../owners/ListingForm.tsx";

it("says the form is getting ready while its submit button waits for the island", () => {
  const html = renderToStaticMarkup(createElement(ListingForm));
  const button = /<button type="submit"[^>]*>/.exec(html)?.[0] ?? "";
  expect(button).toContain("disabled");
  const describedBy = /aria-describedby="([^"]+)"/.exec(button)?.[1];
  expect(describedBy).toBeDefined();
  expect(html).toContain(
    `id="${describedBy}" role="status" class="block text-sm text-ink-700">Getting the form ready…`,
  );
});
