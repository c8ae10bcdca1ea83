/**
 * One way to write an /api route (docs/decisions/0031-api-route-helper.md): say who may call it,
 * how its body is read, and the handler; the wrapping every route repeated is done here, in the
 * same order each route did it:
 *
 * 1. the method: any other is 405 (apiHandler); a path that names nothing (`exists`) is 404;
 * 2. who: `auth` reads the session (401) and the role it needs (403) before anything else;
 * 3. the body: read and checked before the handler runs (415, 413, 400 with the field);
 * 4. the Idempotency-Key header, when the route takes one (400 when malformed);
 * 5. the handler, whose ApiErrors leave as translated 4xx JSON and anything else as a 500 that
 *    reveals nothing (apiHandler).
 */
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type Actor, requireActor, requireManager, requireSiteAdmin } from "#app/server/accounts/access.server";
import { readBody, readNothing } from "#app/server/accounts/input.server";
import { requireUser } from "#app/server/auth/session.server";
import { idempotencyKeyOf } from "#app/server/commerce/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, errorResponse, readJson } from "#app/server/http.server";
import type { SessionUser } from "#app/shared/auth/session-user";

/**
 * Who may call: anyone; a signed-in session (`user`, read from the cookie alone); a signed-in
 * account with its roles (`actor`, one row read); a site admin; an organization's owner or admin.
 */
export type Access = "public" | "user" | "actor" | "admin" | "manager";

type Caller<A extends Access> = A extends "public"
  ? object
  : A extends "user"
    ? { user: SessionUser }
    : { actor: Actor };

/**
 * How a JSON body is read. "json": http.server.ts's readJson (content type 415, size 413, syntax
 * 400 invalid_json, then the schema: 400 with the field). "fields": the accounts area's reading
 * (app/server/accounts/input.server.ts), the same and a field the schema does not know is refused
 * by name (400 unknown_field); "wrapped fields" also accepts the spec's `{"body": {...}}`.
 */
export type BodyReading = "json" | "fields" | "wrapped fields";

/**
 * A zod schema, or "empty" for a route that takes no payload but still reads (and bounds) what is
 * sent: nothing, `{}` or `null`; anything else is 400.
 */
type BodySpec = z.ZodType | "empty" | undefined;

type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface ApiArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
  env: Env;
}

type HandlerArgs<A extends Access, S, K extends boolean> = ApiArgs &
  Caller<A> & { body: BodyOf<S> } & (K extends true ? { idempotencyKey: string } : object);

interface Spec<A extends Access, S extends BodySpec, K extends boolean> {
  auth: A;
  /**
   * Whether the path's parameters name something the route serves (an operation, a format); when
   * not, 404 for anyone, before the session is read, as for a path no route matches.
   */
  exists?: (params: ApiArgs["params"]) => boolean;
  /** Without one, the body is not read (the handler may read it itself, e.g. a signed webhook). */
  body?: S;
  read?: BodyReading;
  /** A route whose body carries more than MAX_JSON_BYTES ("json" reading only). */
  maxBytes?: number;
  /** The Idempotency-Key header, checked; a fresh key when there is none (each request is new). */
  idempotencyKey?: K;
  handler: (args: HandlerArgs<A, S, K>) => Promise<Response>;
  /**
   * Reshapes the route's refusals (each ApiError from `auth` on, as the JSON errorResponse
   * makes): for the one route whose clients read a legacy answer shape (user/organization.ts).
   */
  refusal?: (response: Response) => Promise<Response>;
}

async function readBodyOf(request: Request, spec: { body?: BodySpec; read?: BodyReading; maxBytes?: number }) {
  if (spec.body === undefined) return undefined;
  if (spec.body === "empty") return readNothing(request);
  if (spec.read === "fields" || spec.read === "wrapped fields")
    return readBody(request, spec.body, { wrapped: spec.read === "wrapped fields" });
  return readJson(request, spec.body, spec.maxBytes);
}

async function callerOf(access: Access, request: Request, env: Env): Promise<object> {
  if (access === "public") return {};
  if (access === "user") return { user: await requireUser(request, env) };
  const actor = await requireActor(request, env);
  if (access === "admin") requireSiteAdmin(actor);
  if (access === "manager") requireManager(actor);
  return { actor };
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

function endpoint<A extends Access, S extends BodySpec, K extends boolean>(method: Method, spec: Spec<A, S, K>) {
  return apiHandler({
    async [method]({ request, context, params }: Omit<ApiArgs, "env">) {
      if (spec.exists && !spec.exists(params)) throw new ApiError(404, "not_found", "errors.notFound");
      const { env } = context.get(cloudflareContext);
      const run = async () => {
        const caller = await callerOf(spec.auth, request, env);
        const body = await readBodyOf(request, spec);
        const key = spec.idempotencyKey ? { idempotencyKey: idempotencyKeyOf(request) } : {};
        return spec.handler({ request, context, params, env, ...caller, body, ...key } as HandlerArgs<A, S, K>);
      };
      if (!spec.refusal) return run();
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return spec.refusal(errorResponse(error, context));
      }
    },
  });
}

/** The route's `action`: POST (or `method`) as specified; any other method 405. */
export function apiAction<A extends Access, S extends BodySpec = undefined, K extends boolean = false>(
  spec: Spec<A, S, K> & { method?: Exclude<Method, "GET"> },
) {
  return endpoint(spec.method ?? "POST", spec);
}

/** The route's `loader`: GET as specified (a query is read by the handler); any other method 405. */
export function apiLoader<A extends Access>(spec: Omit<Spec<A, undefined, false>, "body" | "idempotencyKey">) {
  return endpoint("GET", spec);
}

/** The loader or action of a route that has none: 405 for every method. */
export const notAllowed = apiHandler({});
