// npm run bench -- lighthouse: Lighthouse (mobile, simulated throttling) in Debian's Chromium on the
// home, city, best-deals and store pages of the seeded product. Target (issue #13): every category >= 98.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnProduct } from "../scripts/lib/spawn-product.ts";
import { samplePages } from "./lib/page-types.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const AUDITED = new Set(["home", "city", "best deals", "store"]);
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"];

const product = await spawnProduct();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [...FLAGS, "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const rows = [];
  for (const { type, path } of (await samplePages(product.url)).filter((p) => AUDITED.has(p.type))) {
    const result = await lighthouse(product.url + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const lhr = result!.lhr;
    // A failed run (no paint seen, a protocol timeout on a loaded machine) scores 0: say why.
    if (lhr.runtimeError)
      console.log(`${type}: Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: type,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      CLS: (lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    });
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative",
    );
    if (failing.length) console.log(`${type}: audits below 0.9: ${failing.map((a) => a.id).join(", ")}`);
  }
  console.table(rows);
} finally {
  chrome.kill();
  await product.stop();
}
