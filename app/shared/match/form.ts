/**
 * The Matchmaking form's schema (docs/decisions/0030), in the browser once loaded (import()) and in
 * the action: two sides, `boy.*` and `girl.*` (Conform's names for nested fields), each a saved
 * Kundli (`mode` saved: its id, or without script the name typed in the search) or new birth
 * details (`mode` new), checked by the one birth schema (`birthForm`) with that side's gender.
 * Each problem is at its side's field: `girl.placeLabel`, `boy.search`. Which saved Kundli a name
 * or id is, only the server knows (app/routes/main/match/index.tsx).
 */
import { z } from "zod";
import { birthForm, birthFormShape } from "#app/shared/kundli/birth-schema";
import { GENDER_OF, type PartnerSide } from "./sides";

const partner = (side: PartnerSide) =>
  z
    .object({
      ...birthFormShape,
      mode: z.string().default(""),
      id: z.string().default(""),
      search: z.string().default(""),
    })
    .prefault({})
    .transform((value, ctx) => {
      const { mode, id, search, ...typed } = value;
      if (mode === "new") {
        const birth = birthForm.safeParse({ ...typed, gender: GENDER_OF[side] });
        if (birth.success) return { mode: "new" as const, birth: birth.data };
        for (const issue of birth.error.issues)
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        return z.NEVER;
      }
      if (!id.trim() && !search.trim()) {
        ctx.addIssue({ code: "custom", path: ["search"], message: `match.form.${side}Required` });
        return z.NEVER;
      }
      return { mode: "saved" as const, id: id.trim(), search: search.trim() };
    });

export const matchForm = z.object({ boy: partner("boy"), girl: partner("girl") });
export type MatchForm = z.output<typeof matchForm>;
