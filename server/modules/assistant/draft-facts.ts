/**
 * Facts a model may not write itself in a message draft (docs/api.md, "The assistant"): every amount, link, phone
 * number and e-mail address a customer reads comes from a placeholder the server fills. The text is read after NFKC
 * (full-width digits and signs count as their ASCII forms) with the placeholders taken out; a fact is:
 * - a link: `http(s)://…`, `www.…`, or a bare domain (`evil.example`, `pay.me/x`: labels of Latin letters, digits
 *   and dashes joined by dots, the last of two letters or more);
 * - an e-mail address: anything around an `@`;
 * - a money sign or word next to a number (`HK$1`, `$ 5`, `HKD 20`, `5 dollars`, `50元`, `五十蚊`, `三百塊`);
 * - a number with a decimal or thousands mark (`1.00`, `1,200`), a percentage or a Chinese discount (`10%`, `八折`);
 * - a run of more than three digits, spaces, dashes, dots, commas, brackets and slashes between them allowed
 *   (`9123 4567`, `2026-05-01`, `1 000`), or a number with `+` before it (`+852`).
 * Small counts stay free: "24 hours", "2 days", "within 7 days", "24小時內". A fact the garage's own template writes
 * (its phone number typed in the wording, say) is the garage's, not the model's, and may be kept.
 */

const PLACEHOLDER = /\{\{\s*[a-z_]+\s*\}\}/g;
const CHINESE_NUMERAL = '零〇一二兩两三四五六七八九十百千萬万億亿';
const NUMBER = `[\\d${CHINESE_NUMERAL}]`;
const MONEY_BEFORE = String.raw`(?:HK\$|US\$|\$|HKD|USD|RMB|CNY|¥|€|£|港幣|港币|港元|人民幣|人民币)`;
const MONEY_AFTER = String.raw`(?:元|蚊|圓|圆|塊|块|毫|仙|dollars?|cents?|HKD|港幣|港币|港元)`;
/** Between a number's digits as people write them: spaces, dashes, dots, commas, brackets, slashes. */
const JOINER = String.raw`[\s\-–.,/()]{0,2}`;

const FACTS: RegExp[] = [
    /\b(?:https?:\/\/|www\.)\S+/giu,
    /\S*\S@\S\S*/gu,
    /(?<![a-z0-9_@-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/\S*)?(?![a-z0-9_-])/giu,
    new RegExp(`${MONEY_BEFORE}\\s?${NUMBER}+`, 'giu'),
    new RegExp(`${NUMBER}+\\s?${MONEY_AFTER}(?![a-z])`, 'giu'),
    /\d[.,]\d+/gu,
    new RegExp(`${NUMBER}+\\s?(?:%|折)`, 'gu'),
    new RegExp(`\\+\\s?\\d(?:${JOINER}\\d)*`, 'gu'),
    new RegExp(`\\d(?:${JOINER}\\d){3,}`, 'gu'),
];

/** A fact as compared with the template's: lower case, without spaces and separators. */
const key = (fact: string) => fact.toLowerCase().replace(/[\s\-–.,/()]/g, '');

/** The facts `text` states outside its placeholders, as written. */
export function factsIn(text: string): string[] {
    const plain = text.normalize('NFKC').replace(PLACEHOLDER, ' ');
    return FACTS.flatMap(pattern => plain.match(pattern) ?? []);
}

/** The facts of `wording` (subject and body) that the garage's own `template` does not state. */
export function ownFacts(
    wording: { subject: string; body: string },
    template: { subject: string; body: string },
): string[] {
    const garage = new Set(factsIn(`${template.subject}\n${template.body}`).map(key));
    const facts = factsIn(`${wording.subject}\n${wording.body}`).filter(fact => !garage.has(key(fact)));
    return [...new Set(facts)];
}
