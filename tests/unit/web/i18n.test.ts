// @vitest-environment jsdom
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import type { Namespace } from '../../../src/i18n/define';
import { LOCALES, makeI18nProvider } from '../../../src/i18n';
import { lookupMessage } from '../../../src/i18n/lookup';
import auth from '../../../src/i18n/namespaces/auth';
import error from '../../../src/i18n/namespaces/error';
import meta from '../../../src/i18n/namespaces/meta';
import { storage } from '../../../src/store/storage';

afterEach(() => localStorage.clear());

/** Every namespace file, so a new one is covered without touching this test. */
const namespaceFiles = import.meta.glob<{ default: Namespace }>('../../../src/i18n/namespaces/*.ts', { eager: true });

const leaves = (tree: unknown, prefix = ''): [string, unknown][] =>
    tree !== null && typeof tree === 'object'
        ? Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
        : [[prefix, tree]];

const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map(match => match[1]).sort();

/**
 * English messages that may start with a lower-case letter, as `<namespace>.<key>`: reason. Messages starting with a
 * placeholder (`%{…}`), a digit or a symbol need no entry.
 */
const LOWER_CASE_ON_PURPOSE: Record<string, string> = {
    'motor-garage.invoice.editor.hours': 'the unit symbol after a quantity of hours (1.5 h)',
    'common.day.placeholder': 'the day-first pattern a date box shows while empty (dd/mm/yyyy)',
    'common.day_time.placeholder': 'the day-first pattern a date-and-time box shows while empty (dd/mm/yyyy hh:mm)',
};

/** Where a message, or a sentence inside it, starts with a lower-case letter. */
const lowerCaseStarts = (text: string) => /^\p{Ll}|[.?!]["”]? \p{Ll}/u.test(text);

const namespaceName = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');

describe.each(Object.entries(namespaceFiles))('namespace %s', (file, { default: namespace }) => {
    const english = new Map(leaves(namespace.en));

    it('writes English in sentence case', () => {
        const offending = [...english]
            .filter(([key]) => !(`${namespaceName(file)}.${key}` in LOWER_CASE_ON_PURPOSE))
            .filter(([, text]) => lowerCaseStarts(String(text)))
            .map(([key, text]) => `${key}: ${String(text)}`);
        expect(offending).toEqual([]);
    });

    it.each(['zh-hk', 'zh-cn'] as const)('%s has exactly the English keys, each translated', locale => {
        const translated = new Map(leaves(namespace[locale]));
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of translated) {
            expect(typeof text, key).toBe('string');
            expect((text as string).trim(), key).not.toBe('');
            expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
        }
    });
});

describe('makeI18nProvider', () => {
    const raKeys = leaves(englishMessages).map(([key]) => key);

    it('translates namespace keys as <namespace>.<key> in every locale', async () => {
        const provider = makeI18nProvider({ auth, error, meta });
        expect(provider.translate('auth.login.submit')).toBe('Sign in');
        await provider.changeLocale('zh-hk');
        expect(provider.translate('auth.login.submit')).toBe('登入');
        await provider.changeLocale('zh-cn');
        expect(provider.translate('error.not_found')).toBe('找不到资源 (404)');
    });

    it('starts in the stored locale', () => {
        storage.set('locale', 'zh-cn');
        expect(makeI18nProvider({ meta }).translate('meta.page.login')).toBe('登录');
    });

    it.each(LOCALES)('serves every ra.* message of react-admin in %s', async locale => {
        const provider = makeI18nProvider({});
        await provider.changeLocale(locale);
        const untranslated = raKeys.filter(key => provider.translate(key, { _: '\u0000missing' }) === '\u0000missing');
        expect(untranslated).toEqual([]);
    });

    it('lists the three languages, each in its own script', () => {
        expect(makeI18nProvider({}).getLocales?.()).toEqual([
            { locale: 'en', name: 'English' },
            { locale: 'zh-hk', name: '繁體中文' },
            { locale: 'zh-cn', name: '简体中文' },
        ]);
    });
});

describe('lookupMessage', () => {
    it('reads a namespace in the stored locale and fills placeholders', () => {
        storage.set('locale', 'zh-hk');
        expect(lookupMessage(error, 'trace', { trace_id: 'abc' })).toBe('追蹤編號：#abc');
        expect(lookupMessage(error, 'no.such.key')).toBeUndefined();
    });
});
