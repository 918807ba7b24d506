// What a visitor's question asks for, beyond its words: a rate (which the assistant never
// quotes) or advice about their own situation (which it cannot give, only what the pages say).

const RATE_WORD = /\b(?:rates?|apr|interest)\b/i;
// Asking for a figure now, or the lender's own: "today's rates", "what rate can I get",
// "your best APR". "What is APR?" or "How do rates work?" ask what something is: the pages answer.
const RATE_QUOTE =
  /\b(?:today|today'?s|tonight|current|currently|now|latest|this week|your|you offer|best|lowest|quote|what rate|what interest rate|what is the rate|what's the rate|how much interest|rate can i get|rates? are you)\b/i;

/** True when the question asks for a rate figure (the answer points to the rates page instead). */
export function asksForRate(question: string): boolean {
  return RATE_WORD.test(question) && RATE_QUOTE.test(question.replace(/’/g, "'"));
}

const ADVICE =
  /^(?:should|shall|would|could) (?:i|we)\b|\b(?:is it (?:a good|worth|better|smart|wise)|which is better|better for me|right for me|do i need|can i afford|can we afford|worth it for me)\b/i;

/** True when the question asks what the visitor should do ("Should I refinance?"). */
export function asksForAdvice(question: string): boolean {
  return ADVICE.test(question.replace(/’/g, "'").trim());
}
