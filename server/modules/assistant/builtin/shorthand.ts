import type { Word } from './word';

/** A technician's shorthand around the glossary's parts: what was done, found and advised, and where. */
export const SHORTHAND_WORDS = {
    replace: {
        en: ['chg', 'change', 'changed', 'replace', 'replaced', 'repl', 'rpl', 'r&r', 'renew', 'renewed', 'swap'],
        zh: ['更換', '換咗', '換了', '換'],
        say: ['replace', '更換', '更换'],
    },
    flush: {
        en: ['flush', 'flushed', 'drain and refill'],
        zh: ['沖洗', '清洗'],
        say: ['flush and refill', '清洗及更換', '清洗并更换'],
    },
    topUp: {
        en: ['top up', 'topped up', 't/u', 'refill', 'add'],
        zh: ['補充', '加滿', '加'],
        say: ['top up', '補充', '补充'],
    },
    check: {
        en: ['chk', 'check', 'checked', 'insp', 'inspect', 'inspected', 'test', 'tested'],
        zh: ['檢查', '測試'],
        say: ['check', '檢查', '检查'],
    },
    adjust: {
        en: ['adj', 'adjust', 'adjusted'],
        zh: ['調校', '調整'],
        say: ['adjust', '調校', '调校'],
    },
    clean: {
        en: ['cln', 'clean', 'cleaned'],
        zh: ['清潔'],
        say: ['clean', '清潔', '清洁'],
    },
    low: {
        en: ['low', 'lo'],
        zh: ['不足', '唔夠'],
        say: ['low', '不足', '不足'],
    },
    remaining: {
        en: ['rem', 'remaining', 'left on'],
        zh: ['剩', '剩返', '剩下'],
        say: ['remaining', '剩餘', '剩余'],
    },
    good: {
        en: ['ok', 'okay', 'gd', 'good'],
        zh: ['正常', '冇問題', '無問題'],
        say: ['OK', '正常', '正常'],
    },
    needs: {
        en: ['need', 'req', 'reqd', 'required', 'requires'],
        zh: ['需要'],
        say: ['needs', '需要', '需要'],
    },
    advise: {
        en: ['rec', 'recom', 'recommend', 'recommended', 'advise', 'advised', 'sugg', 'suggest'],
        zh: ['建議'],
        say: ['recommended:', '建議', '建议'],
    },
    front: {
        en: ['f', 'fr', 'frt', 'fnt', 'front'],
        zh: ['前輪', '前轆', '前'],
        say: ['front', '前', '前'],
    },
    rear: {
        en: ['r', 'rr', 'rear', 'back'],
        zh: ['後輪', '後轆', '後'],
        say: ['rear', '後', '后'],
    },
    left: {
        en: ['l', 'lh', 'left', 'n/s'],
        zh: ['左邊', '左'],
        say: ['left', '左', '左'],
    },
    right: {
        en: ['rh', 'right', 'o/s'],
        zh: ['右邊', '右'],
        say: ['right', '右', '右'],
    },
    within: {
        en: ['w/in', 'within'],
        zh: ['以內', '之內'],
        chineseAfter: true,
        say: ['within', '以內', '以内'],
    },
    with: {
        en: ['w/', 'with'],
        zh: ['連埋', '連'],
        say: ['with', '連', '连'],
    },
    and: {
        en: ['&', '+', 'and'],
        zh: ['同埋', '及'],
        say: ['and', '及', '及'],
    },
    about: {
        en: ['approx', 'abt', 'about', '~'],
        zh: ['大約', '約'],
        say: ['about', '約', '约'],
    },
} satisfies Record<string, Word>;
