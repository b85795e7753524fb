// The spam trap people never meet: out of the accessibility tree and the tab order, and named so that
// no browser autofill fills it (the old 'company' trap got real owners refused).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../platform/honeypot.ts";
import { Honeypot } from "./form-fields.tsx";

const html = renderToStaticMarkup(createElement(Honeypot, { id: "f-nectar", value: "", onValue: () => {} }));

it("is hidden from assistive technology and cannot be reached by Tab", () => {
  expect(html).toMatch(/^<div aria-hidden="true" inert(?:="")?[\s>]/);
  expect(html).toContain('tabindex="-1"');
});

it("has a name and label that autofill does not recognise", () => {
  expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
  expect(html).toMatch(/autocomplete="off"/i);
  const autofillWords = /company|organi[sz]ation|business|name="(name|email|phone|tel|address|url|website)"|fax|zip/i;
  expect(html).not.toMatch(autofillWords);
});
