// `client:after-load` (ADR 048): start an island once the page has loaded and the browser is idle, so
// after the first view has painted. For work that changes no size or place on the page (the store
// page's open-now line, boost check and page view): its download then never competes with the
// styles, photo and icons of the first view. Safari has no requestIdleCallback: a short timeout
// stands in. Runs in the page before any island code: plain DOM, no imports.
import type { ClientDirective } from "astro";

const afterLoad: ClientDirective = (load) => {
  const start = () => void load().then((run) => run());
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
};

export default afterLoad;
