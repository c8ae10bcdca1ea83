/**
 * The smallest external store: a value, a setter and listeners. Framework-free so the rules
 * can be unit-tested in Node; React reads it through useSyncExternalStore (hooks.ts).
 */
export type Listener = () => void;

export interface Store<S> {
  getState(): S;
  /** The value before any change: what the server renders (SSR never loads anything). */
  getInitialState(): S;
  setState(next: S | ((current: S) => S)): void;
  subscribe(listener: Listener): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    getInitialState: () => initial,
    setState(next) {
      const value = typeof next === "function" ? (next as (current: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
