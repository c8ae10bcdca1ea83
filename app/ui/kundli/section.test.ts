import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../../../ephemeris/index.ts";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import {
  kundliInputOf,
  SECTION_START,
  sectionStateOf,
  sectionStep,
  type SectionEvent,
  type SectionMemory,
} from "./section";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("kundliInputOf: a tab asks for its section with the shown Kundli's own input", () => {
  const runtime = { tzdata: "test" };
  it.each([
    {
      name: "Asha Verma",
      gender: "female",
      date: "1972-01-09",
      time: "04:05:00",
      place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
      options: { ayanamsa: "kp", node: "true", houses: "placidus" },
    },
    {
      name: "Mumbai LMT",
      gender: "male",
      date: "1931-03-05",
      time: "21:10:30",
      utcOffset: "+04:51:00",
      place: { name: "Mumbai", latitude: 19.076, longitude: 72.8777, timezone: "Asia/Kolkata" },
    },
  ])("gives back a Kundli equal to the shown one ($name)", (input) => {
    const shown = computeKundli(eph, input, runtime);
    const again = computeKundli(eph, kundliInputOf(shown), runtime);
    expect(again).toEqual(shown);
    // An offset given by hand is kept (as the contract writes it); a zone's is left to the zone.
    expect(kundliInputOf(shown).utcOffset).toBe(input.utcOffset?.replace(/:00$/, ""));
  });
});

describe("useKundliSection's memory: one request at a time, the last answer shown meanwhile", () => {
  // Stand-ins for a section's value and the Kundli that carried it: the steps never look inside.
  type V = { label: string };
  const kundli = {} as Kundli;
  const retry = () => {};
  const A = '{"at":"A"}';
  const B = '{"at":"B"}';
  const a: V = { label: "answer to A" };
  const b: V = { label: "answer to B" };
  const run = (...events: SectionEvent<V>[]) => events.reduce(sectionStep<V>, SECTION_START as SectionMemory<V>);
  const state = (memory: SectionMemory<V>, body: string) => sectionStateOf(memory, body, retry);

  it("loads with nothing to show, then is ready with the answer to its request", () => {
    expect(state(run(), A)).toEqual({ status: "loading", shown: null });
    expect(state(run({ type: "answered", body: A, value: a, kundli }), A)).toEqual({
      status: "ready",
      value: a,
      kundli,
      shown: a,
    });
  });

  it("a new request loads at once, showing the last answer until its own comes", () => {
    const answeredA = run({ type: "answered", body: A, value: a, kundli });
    expect(state(answeredA, B)).toEqual({ status: "loading", shown: a });
    const answeredB = sectionStep(answeredA, { type: "answered", body: B, value: b, kundli });
    expect(state(answeredB, B)).toMatchObject({ status: "ready", value: b, shown: b });
    // Back to the first request: asked again (its answer was not kept), B's answer shown meanwhile.
    expect(state(answeredB, A)).toEqual({ status: "loading", shown: b });
  });

  it("a failure is its request's only, keeps the last answer, and offers the retry", () => {
    const failed = run(
      { type: "answered", body: A, value: a, kundli },
      { type: "failed", body: B, error: new Error("offline") },
    );
    expect(state(failed, B)).toEqual({ status: "failed", error: new Error("offline"), retry, shown: a });
    expect(state(failed, A)).toEqual({ status: "loading", shown: a });
    // Before any answer, nothing to show beside the error.
    expect(state(run({ type: "failed", body: A, error: "x" }), A)).toMatchObject({ status: "failed", shown: null });
  });

  it("a retry is a new attempt at the same request: loading, the last answer still shown, then its answer", () => {
    const failed = run(
      { type: "answered", body: A, value: a, kundli },
      { type: "failed", body: B, error: new Error("offline") },
    );
    const retried = sectionStep(failed, { type: "retry" });
    expect(retried.attempt).toBe(failed.attempt + 1);
    expect(state(retried, B)).toEqual({ status: "loading", shown: a });
    expect(state(sectionStep(retried, { type: "answered", body: B, value: b, kundli }), B)).toMatchObject({
      status: "ready",
      value: b,
    });
    // A retry before any answer has nothing to show.
    expect(state(run({ type: "failed", body: A, error: "x" }, { type: "retry" }), A)).toEqual({
      status: "loading",
      shown: null,
    });
  });
});
