/**
 * /main/kundli — New Kundli and the Saved Kundli list (spec §2).
 *
 * The form posts to this route's action, which works without script: it parses the fields with
 * the birth schema the browser checks them with (`birthForm`), turns the chosen place into coordinates, asks the calculation service, saves the birth data
 * (add-kundali's own rules) and opens the new Kundli. With script, a connection failure on the
 * way shows 'Unable to generate Kundli…' with Retry instead of an error page.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { type Actor, requireActor } from "#app/server/accounts/access.server";
import { findClient } from "#app/server/accounts/clients.server";
import { addKundli, deleteKundli, listKundlis, relationField } from "#app/server/accounts/kundalis.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { defaultCalcOptions } from "#app/server/accounts/settings.server";
import { cloudflareContext } from "#app/server/context.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { ClientHeading } from "#app/ui/clients/client-heading";
import { getInstance } from "#app/i18n/i18next.server";
import { refused } from "#app/server/forms.server";
import { parseForm } from "#app/shared/forms";
import { EMPTY_BIRTH_VALUES } from "#app/shared/kundli/birth-form";
import { birthForm } from "#app/shared/kundli/birth-schema";
import { birthClientAction, birthReplyOf, NewKundliForm } from "#app/ui/kundli/new-kundli-form";
import { SavedKundliList } from "#app/ui/kundli/saved-list";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/index";
import { birthRefusal, saveBirth } from "./birth.server";
import { rowId } from "./records.server";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts", "astro", "clients", "kundli", "places", "privacy", "wallet"] };

/** `?client=<id>`: the New Kundli is saved for that client (reachable, else ignored), with a relation. */
async function clientOf(env: Env, actor: Actor, param: string | null) {
  const id = rowId(param ?? undefined);
  if (id === null) return null;
  try {
    const row = await findClient(env, actor, id);
    const { name } = await db(env)
      .selectFrom("clients")
      .select("name")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    return { ...row, name };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const params = new URL(request.url).searchParams;
  const query = params.get("q")?.slice(0, 100) ?? "";
  const client = await clientOf(env, actor, params.get("client"));
  try {
    return { owner: actor.uid, saved: await listKundlis(env, actor.uid), query, client };
  } catch (error) {
    console.error("saved kundlis", error);
    return { owner: actor.uid, saved: null, query, client };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();

  if (form.get("intent") === "delete") {
    const id = rowId(String(form.get("id") ?? ""));
    if (id === null) return data({ deleteFailed: true }, { status: 400 });
    try {
      const row = await findOwnedRow(env, actor, "kundalis", id, { messageKey: "kundli.notFound", field: "id" });
      await deleteKundli(env, row.id);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return data({ deleteFailed: true }, { status: error.status });
      throw error;
    }
    return { deleted: true };
  }

  const client = await clientOf(env, actor, form.get("client_id") as string | null);
  const relation = relationField.catch("self").parse(form.get("relation"));
  const submission = parseForm(form, birthForm, getInstance(context).t);
  if (submission.status !== "success") return refused("create", submission);
  // A new Kundli is computed, and saved, with the astrologer's default options (Settings); for a
  // client, as the client's astrologer's Kundli (an owner or admin may be filing it for them).
  const saved = await saveBirth(
    env,
    context,
    submission.value,
    await defaultCalcOptions(env, actor.uid),
    async (fields) => {
      const owner = client?.user_id ?? actor.uid;
      return (await addKundli(env, owner, fields, undefined, client ? { id: client.id, relation } : undefined)).id;
    },
  );
  if (!saved.ok) return birthRefusal(saved, submission, context, "create");
  return redirect(client ? `/main/clients/${client.id}` : `/main/kundli/${saved.id}`);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => birthClientAction(serverAction);

export default function NewKundli({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Screen title={t("kundli.new.title")} lead={t("kundli.new.lead")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NewKundliForm
          heading={loaderData.client ? <ClientHeading client={loaderData.client} /> : undefined}
          defaultValue={EMPTY_BIRTH_VALUES}
          reply={birthReplyOf(actionData)}
        />
        <SavedKundliList server={loaderData} query={loaderData.query} />
      </div>
    </Screen>
  );
}
