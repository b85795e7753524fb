// npm run db:migrate - applies committed migrations to DATABASE_URL (or the embedded PGlite).
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

const connection = await connect(process.env.DATABASE_URL || undefined);
await migrate(connection.db, connection.kind);
await connection.close();
console.log(`Migrations applied (${connection.kind}).`);
