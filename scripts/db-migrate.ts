// npm run db:migrate - applies committed migrations to DATABASE_URL (or the embedded PGlite).
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { env } from "../src/config/env.ts";

const connection = await connect(env().DATABASE_URL);
await migrate(connection.db, connection.kind);
await connection.close();
console.log(`Migrations applied (${connection.kind}).`);
