import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  ...prefix("api", [route("locales/:lng", "routes/api/locales.ts")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
