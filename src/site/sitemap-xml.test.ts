import { expect, it } from "vitest";
import { sitemapXml } from "./sitemap-xml.ts";

it("lists absolute, escaped, unique URLs", () => {
  const xml = sitemapXml(["/", "/cities", "/cities", "/grocery-stores/a-b/tom&jerry"], "https://grocers.example");
  expect(xml).toContain("<loc>https://grocers.example/</loc>");
  expect(xml.match(/<loc>https:\/\/grocers.example\/cities<\/loc>/g)).toHaveLength(1);
  expect(xml).toContain("<loc>https://grocers.example/grocery-stores/a-b/tom&amp;jerry</loc>");
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
});
