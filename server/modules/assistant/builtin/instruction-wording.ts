import type { Locale } from '../../../../common/locales';
import type { Day, ReadInstructions, ReadyTime } from './instructions';

const WEEKDAYS: Record<Locale, readonly string[]> = {
    en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    'zh-hk': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    'zh-cn': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};
const RELATIVE: Record<Locale, readonly [string, string, string]> = {
    en: ['today', 'tomorrow', 'the day after tomorrow'],
    'zh-hk': ['今日', '聽日', '後日'],
    'zh-cn': ['今天', '明天', '后天'],
};

function dayWords(day: Day, locale: Locale): string {
    if (!day) return '';
    if ('relative' in day) return RELATIVE[locale][day.relative];
    return locale === 'en' ? `on ${WEEKDAYS.en[day.weekday]}` : WEEKDAYS[locale][day.weekday];
}

/** The time as the locale says it: "3:00 pm", "下晝3:00", "下午3:00". */
function clock({ hour, minute }: ReadyTime, locale: Locale): string {
    const twelve = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`;
    if (locale === 'en') return `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
    const periods = locale === 'zh-hk' ? ['朝早', '下晝', '夜晚'] : ['上午', '下午', '晚上'];
    return `${periods[hour < 12 ? 0 : hour < 18 ? 1 : 2]}${twelve}`;
}

function readySentence(ready: ReadyTime, locale: Locale): string {
    const day = dayWords(ready.day, locale);
    const time = clock(ready, locale);
    if (locale === 'en') return `Your car will be ready to collect ${day ? `${day} ` : ''}at ${time}.`;
    if (locale === 'zh-hk') return `你部車預計${day}${time}可以攞車。`;
    return `您的车预计${day}${time}可以取车。`;
}

const APOLOGIES: Record<Locale, { delay: string; other: string }> = {
    en: { delay: 'Sorry for the delay.', other: 'Sorry for the inconvenience.' },
    'zh-hk': { delay: '對唔住要你等咗咁耐。', other: '不便之處，請多多包涵。' },
    'zh-cn': { delay: '很抱歉让您久等了。', other: '给您带来不便，敬请谅解。' },
};

/** The sentences that follow the instructions the built-in assistant read, in the message's language. */
export function instructionSentences(read: ReadInstructions, locale: Locale): string[] {
    const sentences: string[] = [];
    if (read.apology) sentences.push(APOLOGIES[locale][read.delay ? 'delay' : 'other']);
    if (read.ready) sentences.push(readySentence(read.ready, locale));
    return sentences;
}

const GREETING = /^((?:hi|hello|dear|你好|您好)[^,，\n]{0,80}[,，]\s*)/i;

/**
 * The message with the sentences put after its greeting ("Hi Chan, sorry for the delay. …"), or before it all when
 * it opens with none.
 */
export function withSentences(body: string, sentences: readonly string[], locale: Locale): string {
    if (sentences.length === 0) return body;
    const separator = locale === 'en' ? ' ' : '';
    const added = sentences.join(separator);
    const greeting = GREETING.exec(body)?.[1];
    if (!greeting) return `${added}\n\n${body}`;
    const rest = body.slice(greeting.length);
    if (locale !== 'en') return `${greeting}${added}${rest}`;
    const lowered = added.charAt(0).toLowerCase() + added.slice(1);
    return `${greeting}${lowered} ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}
