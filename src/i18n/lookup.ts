import type { I18nProvider } from 'ra-core';
import type { Messages, Namespace } from './define';
import { storedLocale, type Locale } from './locale';

export type MessageArgs = Record<string, string | number>;

const interpolate = (text: string, args: MessageArgs) =>
    text.replace(/%\{(\w+)\}/g, (match, name: string) => (name in args ? String(args[name]) : match));

/**
 * Translates a key of one namespace without an i18nProvider (for the parts of the page outside react-admin's
 * context: toasts, the not-found page). Supports polyglot's `%{name}` placeholders.
 */
export const lookupMessage = (
    namespace: Namespace,
    key: string,
    args: MessageArgs = {},
    locale: Locale = storedLocale(),
): string | undefined => {
    let node: string | Messages | undefined = namespace[locale];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? interpolate(node, args) : undefined;
};

/** The namespaces the apps on the page translate with (their i18nProviders'), by name. */
const appNamespaces: Record<string, Namespace> = {};

/** Makes an app's namespaces known to `lookupAppMessage`. */
export const registerAppNamespaces = (namespaces: Record<string, Namespace>) =>
    void Object.assign(appNamespaces, namespaces);

/**
 * A `<namespace>.<key>` of any namespace an app on the page translates with (a resource's menu label), for texts made
 * outside react-admin's context (toasts); undefined when no app has it.
 */
export const lookupAppMessage = (key: string, args?: MessageArgs): string | undefined => {
    const [name, ...path] = key.split('.');
    return appNamespaces[name] && lookupMessage(appNamespaces[name], path.join('.'), args);
};

/**
 * An i18nProvider of plain lookups in `namespaces` (`<namespace>.<key>`, `%{name}` placeholders, no plurals) fixed
 * to `locale`: for the customer portal, which needs neither polyglot nor react-admin's own messages.
 */
export const lookupI18nProvider = (namespaces: Record<string, Namespace>, locale: Locale): I18nProvider => ({
    translate: (key, options = {}) => {
        const [name, ...path] = key.split('.');
        const found = namespaces[name] && lookupMessage(namespaces[name], path.join('.'), options, locale);
        return found ?? (typeof options._ === 'string' ? interpolate(options._, options) : key);
    },
    changeLocale: async () => undefined,
    getLocale: () => locale,
});
