/**
 * The ESLint rule that keeps the browser's code and the server's apart (eslint.config.js): each
 * import below is what `npm run lint` must refuse in that folder, and allow where it belongs.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("ui ↔ server imports", () => {
  it.each([
    ["app/ui/kundli/some.tsx", 'import { x } from "#app/server/db.server";'],
    ["app/ui/kundli/some.tsx", 'import type { x } from "#app/server/orders/orders.server";'],
    ["app/ui/kundli/some.tsx", 'import { x } from "../../server/auth/session.server";'],
    ["app/ui/kundli/some.tsx", 'import { x } from "#app/i18n/i18next.server";'],
    ["app/client/some.ts", 'import { x } from "#app/server/accounts/kundalis.server";'],
    ["app/server/accounts/some.server.ts", 'import { x } from "#app/ui/accounts/form-state";'],
    ["app/server/some.server.ts", 'import { x } from "../ui/format";'],
    ["app/server/print/some.ts", 'import { x } from "#app/client/api";'],
    ["app/shared/some.ts", 'import { x } from "#app/server/http.server";'],
    ["app/shared/orders/some.ts", 'import { x } from "#app/ui/orders/format";'],
    ["app/chart/some.ts", 'import { x } from "#app/ui/chart/kundli-chart";'],
  ])("%s may not say %s", async (file, code) => {
    expect(await refusals(file, code)).toHaveLength(1);
  });

  it.each([
    ["app/ui/kundli/some.tsx", 'import { x } from "#app/shared/orders/states";'],
    ["app/ui/kundli/some.tsx", 'import { x } from "#app/chart/layout";'],
    ["app/ui/kundli/some.tsx", 'import { x } from "react-dom/server";'],
    ["app/ui/downloads/some.tsx", 'import { x } from "./server-item";'],
    ["app/server/commerce/some.server.ts", 'import { x } from "#app/shared/format";'],
    ["app/routes/main/some.tsx", 'import { x } from "#app/server/db.server";'],
    ["app/routes/main/some.tsx", 'import { x } from "#app/ui/accounts/form-state";'],
  ])("%s may say %s", async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });
});
