// Each entry point's own code, minified and gzipped (size-limit.shared.ts): about 15 % over its
// size when the budget was set, so growth is a decision, not a drift.
import { entryBudgets } from '../../size-limit.shared.ts';

export default entryBudgets(import.meta.dirname, {
  // 7.4 → 7.8 kB (issue 21): the contracts apps/bff wrote itself moved here (the suggest and search
  // requests, the message-only answer, the Idempotency-Key header, the affordability answer).
  // 7.8 → 8.4 kB (issue 26): the chat assistant's question, answer and callback schemas; the
  // calculators' messages (issue 24) in ./messages.
  // 8.5 → 9.0 kB (issue 33): every text field strips or refuses control characters and lone
  // surrogates (plain-text.ts), which PostgreSQL could not store.
  '.': '9.5 kB',
  './messages': '2.6 kB',
  './mortgage-messages': '0.6 kB',
  './affordability-result': '1 kB',
});
