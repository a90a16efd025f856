import { resourceLabels } from '../api/labels.gen';
import type { Messages, Namespace } from './define';
import { LOCALES, type Locale } from './locale';

/** A declared resource's name and field labels in one language, as its server declaration gives them (`x-labels`). */
export interface LanguageLabels {
    one: string;
    many: string;
    fields: Record<string, string>;
}

export type DeclaredLabels = Record<Locale, LanguageLabels>;

/** What every record has besides its id, labelled alike in every resource. */
export const TIMESTAMP_LABELS: Record<Locale, { created_at: string; updated_at: string; version: string }> = {
    en: { created_at: 'Created', updated_at: 'Updated', version: 'Version' },
    'zh-hk': { created_at: '建立時間', updated_at: '更新時間', version: '版本' },
    'zh-cn': { created_at: '创建时间', updated_at: '更新时间', version: '版本' },
};

const ID_LABEL: Record<Locale, string> = { en: 'ID', 'zh-hk': '編號', 'zh-cn': '编号' };

/** The create page's title: "New supplier". */
const NEW_RECORD: Record<Locale, (one: string) => string> = {
    en: one => `New ${one.charAt(0).toLowerCase()}${one.slice(1)}`,
    'zh-hk': one => `新增${one}`,
    'zh-cn': one => `新增${one}`,
};

/**
 * The messages of namespace `name` that its declared resources' labels make: `menu.<key>` (their plural),
 * `create.<key>` and `<key>.fields.<field>`, the shared fields included.
 */
function declaredMessages(name: string, locale: Locale): Messages {
    const messages: Messages = {};
    for (const [resource, labels] of Object.entries(resourceLabels)) {
        const [namespace, key] = resource.split('/');
        if (namespace !== name) continue;
        const { one, many, fields } = labels[locale];
        messages.menu = { ...(messages.menu as Messages), [key]: many };
        messages.create = { ...(messages.create as Messages), [key]: NEW_RECORD[locale](one) };
        messages[key] = { fields: { id: ID_LABEL[locale], ...fields, ...TIMESTAMP_LABELS[locale] } };
    }
    return messages;
}

/** `extra` over `base`, object by object. */
function merged(base: Messages, extra: Messages): Messages {
    const result = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = result[key];
        result[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
    }
    return result;
}

/**
 * Namespace `name` with the labels its declared resources bring (`<name>/<key>`): the namespace's own keys keep
 * their texts, and `<name>.menu.<key>`, `<name>.create.<key>`, `<name>.<key>.fields.*` come from the declarations.
 */
export const withDeclaredLabels = <T extends Messages>(name: string, namespace: Namespace<T>): Namespace<T> =>
    Object.fromEntries(
        LOCALES.map(locale => [locale, merged(namespace[locale], declaredMessages(name, locale))]),
    ) as Namespace<T>;

/** A namespace per namespace the declared resources name (`<namespace>/<key>`), of their labels only. */
export const declaredNamespaces = (): Record<string, Namespace> =>
    Object.fromEntries(
        [...new Set(Object.keys(resourceLabels).map(resource => resource.split('/')[0]))].map(name => [
            name,
            withDeclaredLabels(name, { en: {}, 'zh-hk': {}, 'zh-cn': {} }),
        ]),
    );
