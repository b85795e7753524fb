// npm run routes: the table of functions, address -> file, so a URL leads to its file in one step
// (the naming rule is in scripts/lib/function-routes.ts).
import { functionRoutes } from "./lib/function-routes.ts";

const rows = (await functionRoutes()).flatMap((route) =>
  route.paths.length > 0
    ? route.paths.map((path) => ({ address: path, methods: route.methods.join(", "), file: `functions/${route.file}` }))
    : [
        {
          address: route.schedule ? `(schedule ${route.schedule})` : "(background job)",
          methods: "",
          file: `functions/${route.file}`,
        },
      ],
);
rows.sort((a, b) => a.address.localeCompare(b.address));
console.table(rows);
