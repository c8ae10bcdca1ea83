/**
 * Any /api path that no route serves, by any method: a JSON 404, not the screens' HTML page, so
 * an API client reads the same `{error}` shape it gets everywhere else (errors.notFound).
 */
import { ApiError, apiHandler } from "#app/server/http.server";

const notFound = async (): Promise<Response> => {
  throw new ApiError(404, "not_found", "errors.notFound");
};

export const loader = apiHandler({ GET: notFound });
export const action = apiHandler({ POST: notFound, PUT: notFound, DELETE: notFound });
