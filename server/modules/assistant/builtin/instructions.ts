import { splitClauses } from './clauses';
import { fold } from './normalise';

/** A day as the staff member said it, relative to today or a weekday (0 Sunday … 6 Saturday). */
export type Day = { relative: 0 | 1 | 2 } | { weekday: number } | null;

/** When the car is ready or can be collected: a day (if said) and a time on the 24-hour clock. */
export interface ReadyTime {
    day: Day;
    hour: number;
    minute: number;
}

/** What the built-in assistant makes of a staff member's instructions. */
export interface ReadInstructions {
    apology: boolean;
    /** The apology is for a wait ("sorry for the delay", 久等). */
    delay: boolean;
    ready: ReadyTime | null;
    /** The pieces of the instructions it cannot follow, as written. */
    notFollowed: string[];
}

// Instructions are folded first (lower case, Traditional characters), so the patterns are written so.
const APOLOGY = /apolog|sorry|抱歉|道歉|對唔住|對不起|唔好意思|不好意思/;
const DELAY = /delay|late|wait|久等|延誤|延遲|遲咗|遲了|慢咗|耐咗|等咗|等了|要你等|要您等|讓你等|讓您等|等候|等待/;
const CHINESE_NUMBER: Record<string, number> = {
    一: 1,
    二: 2,
    兩: 2,
    三: 3,
    四: 4,
    五: 5,
    六: 6,
    七: 7,
    八: 8,
    九: 9,
    十: 10,
};
const EN_TIME = /(?<![\d:])(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)|(?<![\d:])(\d{1,2})[:](\d{2})(?![\d])/;
const ZH_TIME =
    /(朝早|早上|上午|上晝|中午|晏晝|下午|下晝|傍晚|晚上|夜晚|今晚)?\s*(\d{1,2}|十[一二]?|[一二兩三四五六七八九])\s*[點時](?:\s*(半|\d{1,2})\s*分?)?/;
const AFTERNOON = new Set(['晏晝', '下午', '下晝', '傍晚', '晚上', '夜晚', '今晚']);
const DAYS: [RegExp, Day][] = [
    [/day after tomorrow|後日|後天/, { relative: 2 }],
    [/tomorrow|tmr|tmrw|聽日|明天|明日/, { relative: 1 }],
    [/today|tonight|今日|今天|今晚/, { relative: 0 }],
];
const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_ZH = /(?:星期|禮拜|週)([日天一二三四五六])/;

const chineseNumber = (text: string) =>
    /^\d+$/.test(text)
        ? Number(text)
        : text.startsWith('十')
          ? 10 + (CHINESE_NUMBER[text[1]] ?? 0)
          : (CHINESE_NUMBER[text] ?? NaN);

function dayIn(text: string): Day {
    for (const [pattern, day] of DAYS) if (pattern.test(text)) return day;
    const english = WEEKDAYS_EN.findIndex(name => text.includes(name));
    if (english >= 0) return { weekday: english };
    const chinese = WEEKDAY_ZH.exec(text);
    return chinese ? { weekday: Math.max(0, '天一二三四五六'.indexOf(chinese[1])) } : null;
}

/** A time of day said in English ("3 pm", "15:30") or Chinese ("下晝三點", "下午3点半"), on the 24-hour clock. */
function timeIn(text: string): { hour: number; minute: number } | null {
    const english = EN_TIME.exec(text);
    if (english) {
        const hour = Number(english[1] ?? english[4]);
        const minute = Number(english[2] ?? english[5] ?? 0);
        const pm = english[3]?.startsWith('p') && hour < 12;
        const midnight = english[3]?.startsWith('a') && hour === 12;
        return valid(pm ? hour + 12 : midnight ? 0 : hour, minute);
    }
    const chinese = ZH_TIME.exec(text);
    if (!chinese) return null;
    const hour = chineseNumber(chinese[2]);
    const minute = chinese[3] === '半' ? 30 : Number(chinese[3] ?? 0);
    const later = chinese[1] && AFTERNOON.has(chinese[1]) && hour < 12;
    return valid(later ? hour + 12 : hour, minute);
}

const valid = (hour: number, minute: number) =>
    hour >= 0 && hour < 24 && minute >= 0 && minute < 60 ? { hour, minute } : null;

/**
 * The instructions the built-in assistant can follow: an apology (for a wait or not) and the time the car is ready
 * ("ready tomorrow 3 pm", "聽日下晝三點有得攞"); every other piece is given back as not followed.
 */
export function readInstructions(instructions: string): ReadInstructions {
    const read: ReadInstructions = { apology: false, delay: false, ready: null, notFollowed: [] };
    for (const piece of splitClauses(instructions, { joiners: true })) {
        const text = fold(piece.text);
        const time = timeIn(text);
        const apology = APOLOGY.test(text);
        if (apology) {
            read.apology = true;
            read.delay ||= DELAY.test(text);
        }
        if (time) read.ready = { day: dayIn(text), ...time };
        if (!apology && !time) read.notFollowed.push(piece.text);
    }
    return read;
}
