/**
 * /api/clients/<op> (issue 15) — clients and consultations, all POST with JSON, like /api/user/*.
 * Who may reach a client or a consultation is the accounts' rule, as for Kundlis (an
 * organization's owner: every member's; an admin: the plain astrologers'; others: their own);
 * a row out of reach is 404, the same as one that does not exist.
 *
 * - list {user_id?, q?, tag?, sort?: recent|follow-up|name} → {status, data: [client], tags: [tag]}
 *   q: name in either script or city; phone when it is digits. Without user_id: every client the
 *   caller may reach; with it, that astrologer's (403 if the caller may not act for them).
 * - get {client_id} → {status, data: {client, kundlis, consultations}}
 * - add {user_id?, name, name_hi?, phone?, email?, city?, tags?, notes?} → {status, data: client}
 * - update {client_id, body: {…some of add's fields}} → {status, data: client}
 * - add-consultation {client_id, date, question?, advice?, remedies?, follow_up_on?, fee_paise?}
 * - update-consultation {consultation_id, body: {…}}, delete-consultation {consultation_id}
 * - attach-kundli {client_id, kundali_id, relation?} — the Kundli moves to the client (both the
 *   same astrologer's) → {status, data: kundli}
 */
import { actFor, type Actor } from "#app/server/accounts/access.server";
import {
  addClient,
  addConsultation,
  API_BODIES,
  attachKundli,
  clientDetail,
  deleteConsultation,
  findClient,
  findConsultation,
  ListBody,
  listClients,
  listTags,
  updateClient,
  updateConsultation,
} from "#app/server/accounts/clients.server";
import { readBody } from "#app/server/accounts/input.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";
import { jsonResponse } from "#app/server/http.server";

type Ops = { [K in keyof typeof API_BODIES]: (env: Env, actor: Actor, request: Request) => Promise<unknown> };

const OPS: Ops & { list: Ops["get"] } = {
  async list(env, actor, request) {
    const { user_id, ...query } = await readBody(request, ListBody);
    const owner = user_id === undefined ? undefined : await actFor(env, actor, user_id);
    const [data, tags] = await Promise.all([listClients(env, actor, owner, query), listTags(env, actor, owner)]);
    return { status: "success", data, tags };
  },
  async get(env, actor, request) {
    const { client_id } = await readBody(request, API_BODIES.get);
    return { status: "success", data: await clientDetail(env, (await findClient(env, actor, client_id)).id) };
  },
  async add(env, actor, request) {
    const { user_id, ...fields } = await readBody(request, API_BODIES.add, { wrapped: true });
    return { status: "success", data: await addClient(env, await actFor(env, actor, user_id), fields) };
  },
  async update(env, actor, request) {
    const { client_id, body } = await readBody(request, API_BODIES.update);
    return { status: "success", data: await updateClient(env, (await findClient(env, actor, client_id)).id, body) };
  },
  async "add-consultation"(env, actor, request) {
    const { client_id, ...fields } = await readBody(request, API_BODIES["add-consultation"]);
    return { status: "success", data: await addConsultation(env, await findClient(env, actor, client_id), fields) };
  },
  async "update-consultation"(env, actor, request) {
    const { consultation_id, body } = await readBody(request, API_BODIES["update-consultation"]);
    const row = await findConsultation(env, actor, consultation_id);
    return { status: "success", data: await updateConsultation(env, row.id, body) };
  },
  async "delete-consultation"(env, actor, request) {
    const { consultation_id } = await readBody(request, API_BODIES["delete-consultation"]);
    const row = await findConsultation(env, actor, consultation_id);
    await deleteConsultation(env, row.id);
    return { status: "deleted", id: row.id, uid: row.uid };
  },
  async "attach-kundli"(env, actor, request) {
    const { client_id, kundali_id, relation } = await readBody(request, API_BODIES["attach-kundli"]);
    return { status: "success", data: await attachKundli(env, actor, kundali_id, client_id, relation) };
  },
};

export const loader = notAllowed;

/** Each operation reads its own body (its schema and whether `{"body": …}` wraps it). */
export const action = apiAction({
  auth: "actor",
  exists: ({ op }) => Object.hasOwn(OPS, op ?? ""),
  async handler({ request, params, env, actor }) {
    // `exists` let through only an operation OPS has.
    return jsonResponse(await OPS[params.op as keyof typeof OPS](env, actor, request));
  },
});
