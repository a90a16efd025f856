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
