// Per-client byte budgets of the collector and of session replay (issue 33 §4): what one client
// address, and one anonymous id, may send in a minute, counted through the site's shared
// RateLimitCounter (this process's memory by default; a shared store such as Redis when several
// servers serve the site). Past its budget a client is answered 429 with Retry-After, the time
// left in the window; analytics-next keeps the events and sends them again then.
import type { RateLimitCounter } from '../plugins/rate-limit-counter.ts';
import { CLIENT_BUDGET_WINDOW_MS } from './collector-limits.ts';

/** Whether a request may go on, and if not, how long its client should wait. */
export type BudgetOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: BudgetOutcome = { allowed: true };

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64, which one subscriber holds whole and could otherwise spread
 * requests across.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%', 1)[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::', 2);
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const headGroups = parts(head);
  const tailGroups = parts(tail ?? '');
  // An embedded IPv4 address at the end (`64:ff9b::192.0.2.1`) fills two groups.
  const tailLength = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill('0'),
        ];
  const prefix = groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || '0', 16) || 0).toString(16));
  while (prefix.length < 4) prefix.push('0');
  return `${prefix.join(':')}::/64`;
}

export interface ClientBudgetOptions {
  /** What is counted (`events`, `replay`): part of every key, so the budgets are apart. */
  name: string;
  counter: RateLimitCounter;
  /** A client address's budget per minute. */
  bytesPerMinute: number;
  /** An anonymous id's budget per minute, as a share of an address's (0 to 1). */
  anonymousIdShare: number;
  /**
   * Told when the counter fails: the request then goes on uncounted (failing open), since the
   * daily quota still bounds what is stored, and analytics is not lost to a broken counter.
   */
  onCounterError?: (error: unknown) => void;
}

/** One stream's per-client budgets. */
export interface ClientBudget {
  /** Whether the address's budget is spent (read, nothing added): refused before the body is read. */
  spent(address: string): Promise<BudgetOutcome>;
  /** Adds `bytes` to the address; refused when it is over its budget. What was added stays. */
  charge(address: string, bytes: number): Promise<BudgetOutcome>;
  /**
   * Adds to each anonymous id the bytes that are its own; refused when any is over its share of
   * an address's budget. What was added stays.
   */
  chargeVisitors(byAnonymousId: ReadonlyMap<string, number>): Promise<BudgetOutcome>;
}

/** A stream's per-client budgets over the counter. */
export function createClientBudget({
  name,
  counter,
  bytesPerMinute,
  anonymousIdShare,
  onCounterError,
}: ClientBudgetOptions): ClientBudget {
  const anonymousBudget = Math.floor(bytesPerMinute * anonymousIdShare);
  const addressKey = (address: string) => `collector:${name}:address:${clientAddressKey(address)}`;

  /**
   * Adds `amount` to `key`; over `budget` is refused, except a request alone in its window: one
   * request larger than the budget (a 500 KB batch against 256 KB) still goes, once a minute.
   */
  async function add(key: string, amount: number, budget: number): Promise<BudgetOutcome> {
    const { count, resetInMs } = await counter.hit(key, CLIENT_BUDGET_WINDOW_MS, amount);
    if (count <= budget || (amount > 0 && count === amount)) return ALLOWED;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  async function failingOpen(check: () => Promise<BudgetOutcome>): Promise<BudgetOutcome> {
    try {
      return await check();
    } catch (error) {
      onCounterError?.(error);
      return ALLOWED;
    }
  }

  return {
    spent(address) {
      return failingOpen(async () => {
        const { count, resetInMs } = await counter.hit(
          addressKey(address),
          CLIENT_BUDGET_WINDOW_MS,
          0,
        );
        return count < bytesPerMinute
          ? ALLOWED
          : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
      });
    },
    charge(address, bytes) {
      return failingOpen(() => add(addressKey(address), bytes, bytesPerMinute));
    },
    chargeVisitors(byAnonymousId) {
      return failingOpen(async () => {
        for (const [anonymousId, own] of byAnonymousId) {
          const byId = await add(
            `collector:${name}:anonymous:${anonymousId}`,
            own,
            anonymousBudget,
          );
          if (!byId.allowed) return byId;
        }
        return ALLOWED;
      });
    },
  };
}
