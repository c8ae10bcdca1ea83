/**
 * Test helper (imported only by *.test.ts): a fake `fetch` that records each call and answers
 * from a handler, plus a deferred answer for holding a request in flight.
 */
export interface RecordedCall {
  url: string;
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
  init: RequestInit;
}

export type Answer = Response | Error | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function fakeServer(answer: (call: RecordedCall) => Answer = () => json({})) {
  const calls: RecordedCall[] = [];
  let handler = answer;
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const [path = "", search = ""] = input.split("?");
    const call: RecordedCall = {
      url: input,
      path,
      query: new URLSearchParams(search),
      method: init.method ?? "GET",
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      init,
    };
    calls.push(call);
    const result = await handler(call);
    if (result instanceof Error) throw result;
    return result;
  };
  return {
    fetch,
    calls,
    /** Calls to one path (without the query). */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    answer(next: (call: RecordedCall) => Answer) {
      handler = next;
    },
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run (fake timers do not advance microtasks by themselves). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
