import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import zhHkMessages from '../../../src/i18n/ra/zh-hk';
import zhCnMessages from '../../../src/i18n/ra/zh-cn';

/** Flattens a message tree into `path -> leaf value`; non-string leaves are kept so they fail the string check. */
function flatten(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
    if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
        for (const [key, value] of Object.entries(tree)) {
            flatten(value, prefix ? `${prefix}.${key}` : key, out);
        }
    } else {
        out.set(prefix, tree);
    }
    return out;
}

function placeholders(message: string): Set<string> {
    return new Set(Array.from(message.matchAll(/%\{([^}]+)\}/g), m => m[1]));
}

const english = flatten(englishMessages);
const locales: Array<[string, TranslationMessages]> = [
    ['zh-hk', zhHkMessages],
    ['zh-cn', zhCnMessages],
];

describe('ra-language-english baseline', () => {
    it('is a non-trivial tree of strings under ra.*', () => {
        expect(english.size).toBeGreaterThan(100);
        for (const [path, value] of english) {
            expect(path.startsWith('ra.')).toBe(true);
            expect(typeof value).toBe('string');
        }
    });
});

describe.each(locales)('ra.* messages for %s', (locale, messages) => {
    const translated = flatten(messages);

    it('has exactly the same set of key paths as ra-language-english', () => {
        const englishKeys = [...english.keys()].sort();
        const translatedKeys = [...translated.keys()].sort();
        expect(translatedKeys.filter(k => !english.has(k))).toEqual([]); // extra keys
        expect(englishKeys.filter(k => !translated.has(k))).toEqual([]); // missing keys
        expect(translatedKeys).toEqual(englishKeys);
    });

    it('has a string at every leaf, non-blank wherever English is non-blank', () => {
        for (const [path, en] of english) {
            const zh = translated.get(path);
            expect(typeof zh, path).toBe('string');
            if (typeof en === 'string' && en.trim() !== '') {
                expect((zh as string).trim(), path).not.toBe('');
            }
        }
    });

    it('keeps every %{placeholder} of the English message (from all its plural forms)', () => {
        for (const [path, en] of english) {
            const zh = translated.get(path);
            if (typeof en !== 'string' || typeof zh !== 'string') continue;
            const missing = [...placeholders(en)].filter(p => !placeholders(zh).has(p));
            expect(missing, `${path}: "${zh}"`).toEqual([]);
        }
    });

    it('introduces no placeholder that English does not have (catches typos)', () => {
        for (const [path, en] of english) {
            const zh = translated.get(path);
            if (typeof en !== 'string' || typeof zh !== 'string') continue;
            const extra = [...placeholders(zh)].filter(p => !placeholders(en).has(p));
            expect(extra, `${path}: "${zh}"`).toEqual([]);
        }
    });

    it('uses a single plural form (polyglot always picks form 0 for zh-*)', () => {
        for (const [path, zh] of translated) {
            expect(String(zh).includes('||||'), `${path}: "${String(zh)}"`).toBe(false);
        }
    });

    it('renders through ra-i18n-polyglot with smart_count and interpolation', () => {
        const provider = polyglotI18nProvider(() => messages, locale);
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toContain('1');
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toContain('3');
        const range = provider.translate('ra.navigation.page_range_info', {
            offsetBegin: 11,
            offsetEnd: 20,
            total: 42,
        });
        expect(range).toMatch(/11.*20.*42/);
        expect(range).not.toContain('%{');
        expect(provider.translate('ra.action.save')).not.toBe('ra.action.save');
    });
});

describe('script variants', () => {
    // Characters that differ between the scripts and occur in these messages.
    const traditionalOnly = ['刪', '設', '頁', '資', '選', '儲', '載', '單', '錄', '確', '關', '網'];
    const simplifiedOnly = ['删', '设', '页', '资', '选', '储', '载', '单', '录', '确', '关', '网'];
    const text = (m: TranslationMessages) => [...flatten(m).values()].join('\n');

    it('zh-hk is written in Traditional characters', () => {
        const hk = text(zhHkMessages);
        expect(simplifiedOnly.filter(c => hk.includes(c))).toEqual([]);
    });

    it('zh-cn is written in Simplified characters', () => {
        const cn = text(zhCnMessages);
        expect(traditionalOnly.filter(c => cn.includes(c))).toEqual([]);
    });
});
