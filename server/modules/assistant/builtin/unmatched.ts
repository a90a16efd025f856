import type { Clause } from './clauses';
import { fold } from './normalise';

/** Greetings, thanks and please: words that ask for no work, in en / zh-hk / zh-cn (folded to Traditional). */
const COURTESY =
    /\b(?:hi|hello|hey|dear|thanks?|thank you|thx|pls|plz|please|sir|madam|ok|okay)\b|你好|您好|哈囉|唔該|麻煩|謝謝|多謝|請|幫手|幫我|吖|呀|啊|喇|啦|嗎|呢|吧/g;

/** Whether a clause says anything once its courtesy words and punctuation are gone: two letters or one character. */
function saysSomething(clause: Clause): boolean {
    const left = fold(clause.text)
        .replace(COURTESY, '')
        .replace(/[^\p{L}\p{N}]/gu, '');
    return /\p{Script=Han}/u.test(left) || left.length >= 3;
}

/**
 * The clauses of the complaint the assistant found nothing in (no concern, no item named), as the customer wrote
 * them: what the service writer is told was not understood.
 */
export const unmatchedClauses = (clauses: readonly Clause[], understood: ReadonlySet<Clause>): string[] =>
    clauses.filter(clause => !understood.has(clause) && saysSomething(clause)).map(clause => clause.text);
