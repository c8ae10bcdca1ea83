import { Suspense, use, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import type { Kundli } from "#engine/kundli";
import { PrintReport } from "../downloads/print-report";
import { ScreenSpinner } from "../spinner";
import { useAstroNames } from "./names";
import { Receipt } from "./receipt";

/**
 * The tabs of a Kundli: the nine of spec §2 in the spec's order, then those of calc-cli-v2 (Shadbala,
 * Jaimini, KP, Gochar, Varshphal), which ask for their section when opened.
 */
export const KUNDLI_TABS = [
  "basic",
  "charts",
  "dasha",
  "sudarshan",
  "nirayan",
  "sayan",
  "maitri",
  "shodashvarga",
  "ashtakvarga",
  "strength",
  "jaimini",
  "kp",
  "gochar",
  "varshphal",
] as const;
export type KundliTab = (typeof KUNDLI_TABS)[number];

export function isKundliTab(value: unknown): value is KundliTab {
  return typeof value === "string" && (KUNDLI_TABS as readonly string[]).includes(value);
}

/** `search`: the page's query when it was loaded (a tab may keep its own choice there, as `?dasha=`). */
type TabProps = { kundli: Kundli; search?: string };

type TabModule = { default: ComponentType<TabProps> };

// Each tab is its own chunk: a Kundli opens with the code of one tab, the others load when asked.
const TAB_MODULES: Record<KundliTab, () => Promise<TabModule>> = {
  basic: () => import("./tabs/basic-tab"),
  charts: () => import("./tabs/charts-tab"),
  dasha: () => import("./tabs/dasha-tab"),
  sudarshan: () => import("./tabs/sudarshan-tab"),
  nirayan: () => import("./tabs/nirayan-tab"),
  sayan: () => import("./tabs/sayan-tab"),
  maitri: () => import("./tabs/maitri-tab"),
  shodashvarga: () => import("./tabs/shodashvarga-tab"),
  ashtakvarga: () => import("./tabs/ashtakvarga-tab"),
  strength: () => import("./tabs/strength-tab"),
  jaimini: () => import("./tabs/jaimini-tab"),
  kp: () => import("./tabs/kp-tab"),
  gochar: () => import("./tabs/gochar-tab"),
  varshphal: () => import("./tabs/varshphal-tab"),
};

const loadedTabs = new Map<KundliTab, Promise<TabModule>>();

/**
 * Starts (once) loading a tab's code. The page's loader awaits the first tab's, so that the
 * server renders it in place: had it suspended, React would stream the tab at the end of the
 * document and show it only once a script moved it there (a late first paint).
 */
export function loadKundliTab(tab: KundliTab): Promise<TabModule> {
  let loading = loadedTabs.get(tab);
  if (!loading) {
    const promise = TAB_MODULES[tab]();
    // The fields React's `use` reads to take a promise's value without suspending.
    void promise.then((module) => Object.assign(promise, { status: "fulfilled", value: module }));
    loadedTabs.set(tab, promise);
    loading = promise;
  }
  return loading;
}

/** The tab's panel: at once when its code is here, else suspended until it is. */
function TabPanel({ tab, ...props }: TabProps & { tab: KundliTab }) {
  const { default: Panel } = use(loadKundliTab(tab));
  return <Panel {...props} />;
}

/** The URL of a tab: the page's own, with `tab` set (other parameters, such as options, kept). */
export function tabHref(search: string, tab: KundliTab): string {
  const params = new URLSearchParams(search);
  if (tab === "basic") params.delete("tab");
  else params.set("tab", tab);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * A computed Kundli: the tab bar, the chosen tab and the calculation receipt. The tabs are
 * links (`?tab=`), so they work before the page's code has loaded or without it; once it has,
 * a tap only swaps the panel and writes the tab into the address, with no request.
 */
export function KundliView({
  kundli,
  initialTab,
  search,
  kundaliId,
}: {
  kundli: Kundli;
  initialTab: KundliTab;
  search: string;
  /** The saved Kundli's uid: offers "Print report" for it. */
  kundaliId?: string;
}) {
  const { t } = useAstroNames();
  const [tab, setTab] = useState<KundliTab>(initialTab);
  const [lastInitial, setLastInitial] = useState(initialTab);
  if (lastInitial !== initialTab) {
    // A navigation (back/forward, a new options URL) chose another tab.
    setLastInitial(initialTab);
    setTab(initialTab);
  }
  useEffect(() => {
    // Back/forward between tabs written by replaceState below never reaches the router.
    const onPop = () => {
      const next = new URLSearchParams(window.location.search).get("tab") ?? "basic";
      if (isKundliTab(next)) setTab(next);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // The bar scrolls sideways when its tabs are wider than the screen: keep the chosen one in view.
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    const link = bar?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (!bar || !link) return;
    const b = bar.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    if (l.left < b.left) bar.scrollLeft -= b.left - l.left + 16;
    else if (l.right > b.right) bar.scrollLeft += l.right - b.right + 16;
  }, [tab]);

  const choose = (next: KundliTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setTab(next);
    // Keep the router's own history entry state: only the address changes.
    const url = `${window.location.pathname}${tabHref(window.location.search, next)}`;
    window.history.replaceState(window.history.state, "", url.endsWith("?") ? url.slice(0, -1) : url);
  };

  return (
    <div className="space-y-5">
      {kundaliId && (
        <div className="flex justify-end">
          <PrintReport target={{ kundaliId }} birthYear={Number(kundli.basic.date.slice(0, 4))} />
        </div>
      )}
      {kundli.warnings.length > 0 && (
        <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {kundli.warnings.map((w) => (
            <p key={w.code}>{t(`calc.warnings.${w.code}`)}</p>
          ))}
        </div>
      )}
      <nav ref={barRef} aria-label={t("kundli.tabs.label")} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
        <ul className="flex min-w-max gap-1 border-b border-stone-200">
          {KUNDLI_TABS.map((key) => (
            <li key={key}>
              <a
                href={tabHref(search, key)}
                onClick={choose(key)}
                aria-current={tab === key ? "page" : undefined}
                data-tab={key}
                className={`-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${
                  tab === key
                    ? "border-brand text-brand-stronger"
                    : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900"
                }`}
              >
                {t(`kundli.tabs.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t(`kundli.tabs.${tab}`)} data-panel={tab} className="min-w-0">
        <Suspense fallback={<ScreenSpinner label={t("kundli.tabs.loading")} />}>
          <TabPanel tab={tab} kundli={kundli} search={search} />
        </Suspense>
      </section>
      <Receipt kundli={kundli} tab={tab} />
    </div>
  );
}
