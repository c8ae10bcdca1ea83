import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // One module per route: split chunks (a route's clientMiddleware, clientLoader) are imported by
  // the hydration script but not preloaded by React Router, so each cost a round trip before the
  // signed-in shell could hydrate (docs/decisions/0036).
  splitRouteModules: false,
} satisfies Config;
