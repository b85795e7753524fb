// npm run db:migrate - applies committed migrations to DATABASE_URL (or the embedded PGlite).
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { env } from "../src/platform/env.server.ts";
import { backfillStoreCoordinates } from "../src/stores/backfill-coordinates.server.ts";

const connection = await connect(env().DATABASE_URL);
await migrate(connection.db, connection.kind);
// Stores written before coordinates had a precision get one, and those without any a ZIP centroid.
const placed = await backfillStoreCoordinates(connection.db);
await connection.close();
console.log(`Migrations applied (${connection.kind}); ${placed} stores given coordinates or their precision.`);
