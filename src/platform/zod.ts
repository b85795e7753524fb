// zod for everything that may run in the browser, configured before any schema exists. Without
// `jitless`, zod probes `new Function` when a schema first parses, which the page's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation. Shared schemas import `z` from
// here, never from "zod" (the lint enforces it), so this module runs before their definitions.
import { z } from "zod";

z.config({ jitless: true });

export { z };
export type { ZodType } from "zod";
