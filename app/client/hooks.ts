/**
 * React bindings of the data layer: thin hooks over the framework-free stores, read through
 * useSyncExternalStore. On the server every hook renders the initial state and loads nothing.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "#app/i18n/config";
import { switchLanguage } from "#app/i18n/client";
import type { LoadOutcome } from "./cached-list";
import { type DataLayer, getDataLayer } from "./data-layer";
import type { Store } from "./store";

/** Lets a tree (or a test) use its own data layer; by default the tab's shared one. */
export const DataLayerContext = createContext<DataLayer | null>(null);

export function useDataLayer(): DataLayer {
  return useContext(DataLayerContext) ?? getDataLayer();
}

export function useStoreState<S>(store: Pick<Store<S>, "subscribe" | "getState" | "getInitialState">): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getInitialState);
}

export function useUser() {
  const layer = useDataLayer();
  return {
    ...useStoreState(layer.user),
    set: layer.user.set,
    clear: layer.user.clear,
    updateCounters: layer.user.updateCounters,
  };
}

/** The user's saved Kundlis; `refresh` is the list's Retry, `add` puts a new one in the cache. */
export function useKundlis() {
  const layer = useDataLayer();
  const uid = useStoreState(layer.user).data?.uid;
  const state = useStoreState(layer.kundlis.store);
  useEffect(() => {
    if (uid) void layer.kundlis.load(uid);
  }, [layer, uid]);
  return {
    ...state,
    refresh: (): Promise<LoadOutcome> => layer.kundlis.refresh(uid),
    add: layer.kundlis.add,
  };
}

export function useDownloads() {
  const layer = useDataLayer();
  const { downloads } = layer;
  return {
    ...useStoreState(downloads),
    add: downloads.add,
    updateProgress: downloads.updateProgress,
    ready: downloads.ready,
    opened: downloads.opened,
    clear: downloads.clear,
  };
}

/** Language state kept in step with i18next; `change` switches the interface language. */
export function useLanguage() {
  const layer = useDataLayer();
  const { i18n } = useTranslation();
  const state = useStoreState(layer.language);
  useEffect(() => {
    layer.language.set(i18n.language);
  }, [layer, i18n.language]);
  return {
    ...state,
    change: async (code: Language) => {
      await switchLanguage(code);
      layer.language.set(code);
    },
  };
}
