/**
 * User state (spec §3, §4): the signed-in user's record, or null when cleared. The usage
 * counters change only while a user is held; with none, a counter update does nothing.
 */
import { createStore, type Store } from "./store";

export interface UserCounters {
  report_count: number;
  kundali_count: number;
  free_trial_report: number;
  free_trial_kundali: number;
}

export const COUNTER_FIELDS = [
  "report_count",
  "kundali_count",
  "free_trial_report",
  "free_trial_kundali",
] as const satisfies readonly (keyof UserCounters)[];

/** The user record: uid, organization_id and the counters; other fields pass through. */
export interface User extends UserCounters {
  uid: string;
  organization_id: number | null;
  [field: string]: unknown;
}

export interface UserState {
  data: User | null;
}

export const NO_USER: UserState = { data: null };

export function setUser(_state: UserState, user: User | null): UserState {
  return { data: user };
}

/** Sets the counters given (finite numbers only); without a user the state stays as it is. */
export function updateUserCounters(state: UserState, counters: Partial<UserCounters>): UserState {
  if (!state.data) return state;
  const changes: Partial<UserCounters> = {};
  for (const field of COUNTER_FIELDS) {
    const value = counters[field];
    if (typeof value === "number" && Number.isFinite(value)) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return state;
  return { data: { ...state.data, ...changes } };
}

export interface UserStore extends Store<UserState> {
  set(user: User | null): void;
  clear(): void;
  updateCounters(counters: Partial<UserCounters>): void;
}

export function createUserStore(): UserStore {
  const store = createStore<UserState>(NO_USER);
  return {
    ...store,
    set: (user) => store.setState((state) => setUser(state, user)),
    clear: () => store.setState(NO_USER),
    updateCounters: (counters) => store.setState((state) => updateUserCounters(state, counters)),
  };
}
