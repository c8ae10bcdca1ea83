import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createDataLayer } from "./data-layer";
import { fakeServer, json, settle } from "./fake-server";
import { DataLayerContext, useDownloads, useKundlis } from "./hooks";

function Probe() {
  const kundlis = useKundlis();
  const downloads = useDownloads();
  return createElement("p", null, `${kundlis.data.length}|${downloads.items.length}`);
}

describe("hooks on the server", () => {
  it("render the initial state and fetch nothing, whatever the data layer holds", async () => {
    const server = fakeServer(() => json({ data: [{ uid: "k", name: "n" }] }));
    const layer = createDataLayer({ fetch: server.fetch });
    await layer.kundlis.load("u1");
    layer.downloads.add({ id: "job" });
    const html = renderToString(createElement(DataLayerContext.Provider, { value: layer }, createElement(Probe)));
    await settle();
    expect(html).toBe("<p>0|0</p>");
    expect(server.calls).toHaveLength(1);
  });
});
