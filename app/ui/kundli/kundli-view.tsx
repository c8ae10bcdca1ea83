import { Suspense, use, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import {
  hasKundliPart,
  isKundliTab,
  KUNDLI_TABS,
  type KundliPart,
  type KundliParts,
  type KundliTab,
} from "#app/shared/kundli/tabs";
import { withTexts } from "#app/i18n/client";
import { PrintReport } from "../downloads/print-report";
import { ScreenSpinner } from "../spinner";
import { useAstroNames } from "./names";
import { Receipt } from "./receipt";
import { SectionFailed } from "./section-status";
import * as basicTab from "./tabs/basic-tab";

/** `search`: the page's query when it was loaded (a tab may keep its own choice there, as `?dasha=`). */
type TabProps = { kundli: KundliPart<KundliTab>; search?: string };

type TabModule = { default: ComponentType<TabProps> };

// Each tab is its own chunk: a Kundli opens with the code of one tab, the others load when asked,
// each with the text areas it shows beyond the page's (docs/decisions/0037). The Basic tab, which
// a Kundli opens on, comes with the screen's own code: the screen hydrates in one pass, without
// waiting for a chunk (and the chunks it imports) that only hydration would ask for.
const TAB_MODULES: Record<KundliTab, () => Promise<TabModule>> = {
  basic: () => fulfilled(basicTab),
  charts: () => withTexts(["chart"], () => import("./tabs/charts-tab")),
  dasha: () => withTexts(["chart", "dashas", "phaladesh"], () => import("./tabs/dasha-tab")),
  sudarshan: () => withTexts(["chart"], () => import("./tabs/sudarshan-tab")),
  nirayan: () => import("./tabs/nirayan-tab"),
  sayan: () => import("./tabs/sayan-tab"),
  maitri: () => import("./tabs/maitri-tab"),
  shodashvarga: () => withTexts(["chart"], () => import("./tabs/shodashvarga-tab")),
  ashtakvarga: () => import("./tabs/ashtakvarga-tab"),
  strength: () => withTexts(["strength"], () => import("./tabs/strength-tab")),
  jaimini: () => withTexts(["chart", "jaimini"], () => import("./tabs/jaimini-tab")),
  kp: () => withTexts(["chart", "kp"], () => import("./tabs/kp-tab")),
  gochar: () => withTexts(["chart", "gochar"], () => import("./tabs/gochar-tab")),
  varshphal: () => withTexts(["chart", "varshphal"], () => import("./tabs/varshphal-tab")),
};

/** Marks a promise with the fields React's `use` reads to take its value, once it has one, without suspending. */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}

/** A promise of a value already here, marked so that `use` takes it at once. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}

const loadedTabs = new Map<KundliTab, Promise<TabModule>>();

/**
 * Starts (once) loading a tab's code. The page's loader awaits the first tab's, so that the
 * server renders it in place: had it suspended, React would stream the tab at the end of the
 * document and show it only once a script moved it there (a late first paint).
 */
export function loadKundliTab(tab: KundliTab): Promise<TabModule> {
  let loading = loadedTabs.get(tab);
  if (!loading) {
    loading = settled(TAB_MODULES[tab]());
    loadedTabs.set(tab, loading);
  }
  return loading;
}

/** A tab's part of the Kundli as asked for: what came, or why nothing did. */
type PartAnswer = { kundli: KundliParts } | { error: unknown; retry: () => void };

// The parts asked for, by the Kundli the page brought (a new one from the loader starts again).
const askedParts = new WeakMap<KundliParts, Map<KundliTab, Promise<PartAnswer>>>();

/** The part of `kundli` the tab `tab` reads: the page's own when it has it, else asked for once. */
function kundliPartOf(
  kundli: KundliParts,
  tab: KundliTab,
  fetchPart: (tab: KundliTab) => Promise<KundliParts>,
  retried: () => void,
): KundliParts | Promise<PartAnswer> {
  if (hasKundliPart(kundli, tab)) return kundli;
  let asked = askedParts.get(kundli);
  if (!asked) askedParts.set(kundli, (asked = new Map()));
  let answer = asked.get(tab);
  if (!answer) {
    const retry = () => {
      asked.delete(tab);
      retried();
    };
    answer = settled(
      fetchPart(tab).then(
        (part) => ({ kundli: part }),
        (error: unknown) => ({ error, retry }),
      ),
    );
    asked.set(tab, answer);
  }
  return answer;
}

/** The tab's panel: at once when its code and its part are here, else suspended until they are. */
function TabPanel({ tab, part, search }: { tab: KundliTab; part: KundliParts | Promise<PartAnswer>; search: string }) {
  const { t } = useAstroNames();
  const { default: Panel } = use(loadKundliTab(tab));
  const answer = part instanceof Promise ? use(part) : { kundli: part };
  if ("error" in answer) {
    return (
      <SectionFailed
        message={t("kundli.tabs.failed")}
        error={answer.error}
        retry={t("kundli.retry")}
        onRetry={answer.retry}
      />
    );
  }
  // The part holds every field of the tab's list (hasKundliPart, or the server's kundliPart).
  return <Panel kundli={answer.kundli as KundliPart<KundliTab>} search={search} />;
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
 * a tap swaps the panel and writes the tab into the address. The page brings the first tab's
 * part of the Kundli; another tab's is fetched once, when a pointer or the focus comes to its
 * link or, at the latest, when it is opened (docs/decisions/0032).
 */
export function KundliView({
  kundli,
  initialTab,
  search,
  kundaliId,
  fetchPart,
}: {
  /** The frame and the first tab's part. */
  kundli: KundliParts;
  initialTab: KundliTab;
  search: string;
  /** The saved Kundli's uid: offers "Print report" for it. */
  kundaliId?: string;
  /** Asks the server for a tab's part of this Kundli. */
  fetchPart: (tab: KundliTab) => Promise<KundliParts>;
}) {
  const { t } = useAstroNames();
  const [tab, setTab] = useState<KundliTab>(initialTab);
  // Renders again after a failed part was dropped for another try.
  const [, setRetried] = useState(0);
  const partOf = (key: KundliTab) => kundliPartOf(kundli, key, fetchPart, () => setRetried((n) => n + 1));
  const prefetch = (key: KundliTab) => () => {
    void loadKundliTab(key);
    void partOf(key);
  };
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
                onPointerEnter={prefetch(key)}
                onFocus={prefetch(key)}
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
          <TabPanel tab={tab} part={partOf(tab)} search={search} />
        </Suspense>
      </section>
      <Receipt kundli={kundli} tab={tab} />
    </div>
  );
}
