/**
 * `npm run lighthouse -- --why`: what Lighthouse's simulated LCP waits for. Lantern (Lighthouse's
 * simulator) rebuilds the page load from the real trace as a graph of requests and main-thread
 * tasks, keeps those that came before the real paint, and replays them on a slow 4G phone. This
 * prints that replay for one run: each request (URL, priority, bytes) and each CPU task (its real
 * duration; the simulation multiplies it by 4), with its simulated start and end, in the order
 * they start. The last to end is what sets the LCP.
 */
import type { Artifacts, Result } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

interface GraphNode {
  type: "network" | "cpu";
  duration: number;
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: { name: string; dur?: number }[];
}

export async function lcpPath(lhr: Result, artifacts: Artifacts, origin: string): Promise<string> {
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      HostDPR: artifacts.HostDPR,
    },
    { computedCache: new Map() } as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[1],
  );
  const estimate = lcp.optimisticEstimate as unknown as {
    timeInMs: number;
    nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
  };
  const lines = [...estimate.nodeTimings]
    .sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime)
    .map(([node, t]) => {
      const span = `${Math.round(t.startTime).toString().padStart(5)}–${Math.round(t.endTime).toString().padStart(5)} ms`;
      if (node.type === "network" && node.request) {
        const { url, priority, transferSize } = node.request;
        return `${span}  request ${url.replace(origin, "")} (${priority}, ${(transferSize / 1000).toFixed(1)} kB)`;
      }
      const busiest = (node.childEvents ?? [])
        .filter((e) => (e.dur ?? 0) > 2000)
        .slice(0, 3)
        .map((e) => e.name);
      return `${span}  main thread ${(node.duration / 1000).toFixed(1)} ms real${busiest.length ? ` (${busiest.join(", ")})` : ""}`;
    });
  return [`simulated LCP (optimistic graph) ${Math.round(estimate.timeInMs)} ms:`, ...lines].join("\n");
}
