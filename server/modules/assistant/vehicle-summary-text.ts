import type { Locale } from '../../../common/locales';
import { formatDay } from '../message/placeholders';
import type { VehicleFacts } from './vehicle-facts';

type DueKind = VehicleFacts['due'][number]['kind'];

interface Wording {
    none: string;
    visits(count: number, first: string, last: string): string;
    perYear(km: string): string;
    recurring(items: string[]): string;
    times(name: string, count: number): string;
    due(what: string, day: string, overdue: boolean): string;
    dueList(items: string[]): string;
    kinds: Record<DueKind, string>;
}

const chinese = (simplified: boolean): Wording => {
    const pick = (traditional: string, plain: string) => (simplified ? plain : traditional);
    return {
        none: pick('暫未有到訪紀錄。', '暂未有到访记录。'),
        visits: (count, first, last) =>
            count === 1
                ? pick(`曾於${first}到訪一次。`, `曾于${first}到访一次。`)
                : pick(
                      `自${first}起到訪${count}次，最近一次在${last}。`,
                      `自${first}起到访${count}次，最近一次在${last}。`,
                  ),
        perYear: km => pick(`每年約行駛${km}公里。`, `每年约行驶${km}公里。`),
        recurring: items => pick(`經常進行的工作：${items.join('、')}。`, `经常进行的工作：${items.join('、')}。`),
        times: (name, count) => `${name}（${count}次）`,
        due: (what, day, overdue) =>
            overdue
                ? pick(`${what}已於${day}過期`, `${what}已于${day}过期`)
                : pick(`${what}於${day}到期`, `${what}于${day}到期`),
        dueList: items => `${items.join('；')}。`,
        kinds: {
            licence: pick('牌照續期', '牌照续期'),
            examination: pick('驗車', '验车'),
            insurance: pick('保險續期', '保险续期'),
            service: pick('保養', '保养'),
        },
    };
};

const WORDING: Record<Locale, Wording> = {
    en: {
        none: 'No visits recorded yet.',
        visits: (count, first, last) =>
            count === 1 ? `One visit, on ${first}.` : `${count} visits since ${first}, the last on ${last}.`,
        perYear: km => `Driven about ${km} km a year.`,
        recurring: items => `Recurring work: ${items.join(', ')}.`,
        times: (name, count) => `${name} (${count} times)`,
        due: (what, day, overdue) => (overdue ? `${what} overdue since ${day}` : `${what} due ${day}`),
        dueList: items => `${items.join('; ')}.`,
        kinds: {
            licence: 'Licence renewal',
            examination: 'Annual examination',
            insurance: 'Insurance',
            service: 'Service',
        },
    },
    'zh-hk': chinese(false),
    'zh-cn': chinese(true),
};

/**
 * The built-in assistant's summary: a sentence each for the visits, the yearly mileage, the recurring work (three at
 * most) and what falls due, in `locale`. `names` are the recurring items' names in that language.
 */
export function summaryText(facts: VehicleFacts, locale: Locale, names: readonly string[]): string {
    const wording = WORDING[locale];
    const day = (value: string) => formatDay(value, locale);
    if (!facts.visits && !facts.due.length) return wording.none;
    const sentences = [
        facts.visits ? wording.visits(facts.visits, day(facts.first_visit!), day(facts.last_visit!)) : wording.none,
    ];
    if (facts.km_per_year !== null) sentences.push(wording.perYear(facts.km_per_year.toLocaleString('en')));
    if (facts.recurring.length)
        sentences.push(
            wording.recurring(facts.recurring.slice(0, 3).map((item, at) => wording.times(names[at], item.times))),
        );
    if (facts.due.length)
        sentences.push(
            wording.dueList(facts.due.map(item => wording.due(wording.kinds[item.kind], day(item.day), item.overdue))),
        );
    return sentences.join(locale === 'en' ? ' ' : '');
}
