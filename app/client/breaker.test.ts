import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CircuitBreaker, EmergencyStop } from "./breaker";
import { CIRCUIT_BREAKER, EMERGENCY_STOP } from "./constants";

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const failTimes = (target: { recordFailure(): void }, n: number) => {
  for (let i = 0; i < n; i++) target.recordFailure();
};

describe("circuit breaker", () => {
  it("uses the spec's constants: threshold 3, open 30 s, maximum 10", () => {
    expect(CIRCUIT_BREAKER).toEqual({ threshold: 3, openMs: 30_000, maxFailures: 10 });
  });

  it("stays closed after 2 consecutive failures and opens at the 3rd", () => {
    const breaker = new CircuitBreaker();
    failTimes(breaker, 2);
    expect(breaker.canAttempt()).toBe(true);
    expect(breaker.state()).toBe("closed");
    breaker.recordFailure();
    expect(breaker.canAttempt()).toBe(false);
    expect(breaker.snapshot()).toEqual({ state: "open", failures: 3, openUntil: 1_000_000 + 30_000 });
  });

  it("blocks for 30 s, then lets an attempt through (half-open)", () => {
    const breaker = new CircuitBreaker();
    failTimes(breaker, 3);
    vi.advanceTimersByTime(29_999);
    expect(breaker.canAttempt()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(breaker.canAttempt()).toBe(true);
    expect(breaker.state()).toBe("half-open");
  });

  it("opens again for 30 s from a failure while half-open", () => {
    const breaker = new CircuitBreaker();
    failTimes(breaker, 3);
    vi.advanceTimersByTime(30_000);
    breaker.recordFailure();
    expect(breaker.failures).toBe(4);
    expect(breaker.canAttempt()).toBe(false);
    vi.advanceTimersByTime(29_999);
    expect(breaker.canAttempt()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(breaker.canAttempt()).toBe(true);
  });

  it("stays blocked after 10 consecutive failures, however long one waits", () => {
    const breaker = new CircuitBreaker();
    failTimes(breaker, 9);
    vi.advanceTimersByTime(30_000);
    expect(breaker.canAttempt()).toBe(true);
    breaker.recordFailure();
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(breaker.canAttempt()).toBe(false);
    expect(breaker.snapshot()).toEqual({ state: "blocked", failures: 10, openUntil: null });
  });

  it("is reset by a success: the count starts again from zero", () => {
    const breaker = new CircuitBreaker();
    failTimes(breaker, 2);
    breaker.recordSuccess();
    failTimes(breaker, 2);
    expect(breaker.failures).toBe(2);
    expect(breaker.canAttempt()).toBe(true);
  });

  it("can be reset from the permanent block", () => {
    const breaker = new CircuitBreaker();
    failTimes(breaker, 10);
    breaker.reset();
    expect(breaker.snapshot()).toEqual({ state: "closed", failures: 0, openUntil: null });
  });

  it("reads the injected clock", () => {
    let clock = 0;
    const breaker = new CircuitBreaker({ now: () => clock });
    failTimes(breaker, 3);
    clock = 30_000;
    expect(breaker.canAttempt()).toBe(true);
  });
});

describe("emergency stop", () => {
  it("uses the spec's constants: 5 failures, 5 minutes", () => {
    expect(EMERGENCY_STOP).toEqual({ failures: 5, durationMs: 300_000 });
  });

  it("allows fetches through 4 consecutive failures and stops them at the 5th", () => {
    const stop = new EmergencyStop();
    failTimes(stop, 4);
    expect(stop.canAttempt()).toBe(true);
    stop.recordFailure();
    expect(stop.canAttempt()).toBe(false);
    expect(stop.stoppedUntil()).toBe(1_000_000 + 300_000);
  });

  it("stops for exactly 5 minutes, then allows fetches again", () => {
    const stop = new EmergencyStop();
    failTimes(stop, 5);
    vi.advanceTimersByTime(299_999);
    expect(stop.canAttempt()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stop.canAttempt()).toBe(true);
    expect(stop.stoppedUntil()).toBeNull();
  });

  it("stops again at the next failure after the stop, since only a success resets the count", () => {
    const stop = new EmergencyStop();
    failTimes(stop, 5);
    vi.advanceTimersByTime(300_000);
    stop.recordFailure();
    expect(stop.consecutiveFailures).toBe(6);
    expect(stop.canAttempt()).toBe(false);
  });

  it("is reset by a success: 4 more failures do not stop", () => {
    const stop = new EmergencyStop();
    failTimes(stop, 4);
    stop.recordSuccess();
    failTimes(stop, 4);
    expect(stop.consecutiveFailures).toBe(4);
    expect(stop.canAttempt()).toBe(true);
  });

  it("is lifted only by time: a late success during the stop resets the count, not the stop", () => {
    const stop = new EmergencyStop();
    failTimes(stop, 5);
    stop.recordSuccess();
    expect(stop.consecutiveFailures).toBe(0);
    expect(stop.canAttempt()).toBe(false);
  });
});
