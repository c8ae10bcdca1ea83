/**
 * Guards that stop the browser from hammering a failing server (spec §4, §9).
 *
 * CircuitBreaker (one per loader): the 3rd consecutive failure opens it for 30 s; when the 30 s
 * are over one attempt may go (half-open); each further failure opens it for another 30 s, and
 * at the 10th consecutive failure it stays blocked until reset. A success resets it.
 *
 * EmergencyStop (one for all loaders): 5 consecutive failures, whichever loaders they came from,
 * stop every loader for 5 minutes; afterwards fetches are allowed again. Only a success resets
 * the count, so a failure right after the stop (the count is then still ≥ 5) stops them again.
 */
import { CIRCUIT_BREAKER, EMERGENCY_STOP } from "./constants";

export type BreakerState = "closed" | "open" | "half-open" | "blocked";

export interface BreakerSnapshot {
  state: BreakerState;
  failures: number;
  /** When an open breaker lets the next attempt through; null unless open. */
  openUntil: number | null;
}

export interface CircuitBreakerOptions {
  now?: () => number;
  threshold?: number;
  openMs?: number;
  maxFailures?: number;
}

export class CircuitBreaker {
  readonly #now: () => number;
  readonly #threshold: number;
  readonly #openMs: number;
  readonly #maxFailures: number;
  #failures = 0;
  #openUntil = 0;

  constructor({
    now = () => Date.now(),
    threshold = CIRCUIT_BREAKER.threshold,
    openMs = CIRCUIT_BREAKER.openMs,
    maxFailures = CIRCUIT_BREAKER.maxFailures,
  }: CircuitBreakerOptions = {}) {
    this.#now = now;
    this.#threshold = threshold;
    this.#openMs = openMs;
    this.#maxFailures = maxFailures;
  }

  get failures(): number {
    return this.#failures;
  }

  state(): BreakerState {
    if (this.#failures >= this.#maxFailures) return "blocked";
    if (this.#failures < this.#threshold) return "closed";
    return this.#now() < this.#openUntil ? "open" : "half-open";
  }

  canAttempt(): boolean {
    const state = this.state();
    return state === "closed" || state === "half-open";
  }

  recordFailure(): void {
    this.#failures += 1;
    if (this.#failures >= this.#threshold) this.#openUntil = this.#now() + this.#openMs;
  }

  recordSuccess(): void {
    this.reset();
  }

  /** Back to closed with no failures counted (a success, or the organization's Retry). */
  reset(): void {
    this.#failures = 0;
    this.#openUntil = 0;
  }

  snapshot(): BreakerSnapshot {
    const state = this.state();
    return { state, failures: this.#failures, openUntil: state === "open" ? this.#openUntil : null };
  }
}

export interface EmergencyStopOptions {
  now?: () => number;
  failures?: number;
  durationMs?: number;
}

export class EmergencyStop {
  readonly #now: () => number;
  readonly #limit: number;
  readonly #durationMs: number;
  #consecutive = 0;
  #stoppedUntil = 0;

  constructor({
    now = () => Date.now(),
    failures = EMERGENCY_STOP.failures,
    durationMs = EMERGENCY_STOP.durationMs,
  }: EmergencyStopOptions = {}) {
    this.#now = now;
    this.#limit = failures;
    this.#durationMs = durationMs;
  }

  get consecutiveFailures(): number {
    return this.#consecutive;
  }

  /** When the stop ends, or null when fetches are allowed. */
  stoppedUntil(): number | null {
    return this.#now() < this.#stoppedUntil ? this.#stoppedUntil : null;
  }

  canAttempt(): boolean {
    return this.stoppedUntil() === null;
  }

  recordFailure(): void {
    this.#consecutive += 1;
    if (this.#consecutive >= this.#limit) this.#stoppedUntil = this.#now() + this.#durationMs;
  }

  /** Resets the count. A stop already running keeps running: the spec lifts it only by time. */
  recordSuccess(): void {
    this.#consecutive = 0;
  }
}
