// Issue #49: a submit button disabled until its form is live says why, in the server-rendered HTML.
// Issue #48: one whose submit the page's island loader holds is pressable at once.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { DigestAreaProps } from "../newsletter/DigestAreaPicker.tsx";
import NewsletterForm from "../newsletter/NewsletterForm.tsx";
import ListingForm from "../owners/ListingForm.tsx";
import { GETTING_READY } from "./SubmitButton.tsx";

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

it("leaves a held form's button pressable, with no note: the page's loader holds its submit (ADR 067)", () => {
  const town = { slug: "x-mn", name: "X", state: "MN" };
  const html = renderToStaticMarkup(createElement(NewsletterForm as (props: DigestAreaProps) => ReactNode, { town }));
  const button = /<button type="submit"[^>]*>/.exec(html)?.[0] ?? "";
  expect(button).not.toContain("disabled");
  expect(html).not.toContain(GETTING_READY);
  // No action: the loader holds only a form that is its island's; POST keeps fields out of the address.
  expect(html).toMatch(/<form method="post">/);
});
