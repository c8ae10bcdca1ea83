import { describe, expect, it } from "vitest";
import { createUserStore, NO_USER, type User, updateUserCounters } from "./user";

const user: User = {
  uid: "u1",
  organization_id: 3,
  report_count: 2,
  kundali_count: 5,
  free_trial_report: 1,
  free_trial_kundali: 0,
  name: "Pt. Sharma",
};

describe("user state", () => {
  it("starts with no user", () => {
    expect(createUserStore().getState()).toEqual({ data: null });
  });

  it("is set, then cleared to data null", () => {
    const store = createUserStore();
    store.set(user);
    expect(store.getState().data).toEqual(user);
    store.clear();
    expect(store.getState()).toEqual({ data: null });
    store.set(user);
    store.set(null);
    expect(store.getState().data).toBeNull();
  });

  it("updates the counters given, and only those", () => {
    const store = createUserStore();
    store.set(user);
    store.updateCounters({ kundali_count: 6, free_trial_kundali: 1 });
    expect(store.getState().data).toEqual({ ...user, kundali_count: 6, free_trial_kundali: 1 });
  });

  it("does nothing to the counters when there is no user", () => {
    const store = createUserStore();
    let notified = 0;
    store.subscribe(() => notified++);
    store.updateCounters({ report_count: 9 });
    expect(store.getState()).toEqual({ data: null });
    expect(notified).toBe(0);
    expect(updateUserCounters(NO_USER, { report_count: 9 })).toBe(NO_USER);
  });

  it("ignores values that are not finite numbers and fields that are not counters", () => {
    const state = { data: user };
    const next = updateUserCounters(state, { report_count: Number.NaN, uid: "x" } as never);
    expect(next).toBe(state);
  });
});
