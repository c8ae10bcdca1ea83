/**
 * `npm run db:types`: writes app/server/schema.generated.server.ts from migrations/
 * (scripts/db-types/generate.ts says how; docs/decisions/0026).
 */
import { writeFileSync } from "node:fs";
import { GENERATED_PATH, migratedDatabase, tableTypes } from "./db-types/generate";

const text = tableTypes(migratedDatabase("migrations"));
writeFileSync(GENERATED_PATH, text);
console.log(`wrote ${GENERATED_PATH} (${text.split("\n").length} lines)`);
