// npm run routes: writes docs/routes.md, the table from every address (page or function) to its door
// file and the domain folders behind it, so a URL leads to its code in one step.
import { writeFileSync } from "node:fs";
import { routeMap, routeTable } from "./lib/route-map.ts";

const rows = await routeMap();
writeFileSync("docs/routes.md", routeTable(rows));
console.log(`docs/routes.md: ${rows.length} addresses`);
