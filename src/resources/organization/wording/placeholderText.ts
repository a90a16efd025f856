import { MESSAGE_PLACEHOLDERS, type MessagePlaceholder } from '../../../../common/messages';

/** Each placeholder's name in the UI language (`customer_name` → `客戶姓名`). */
export type PlaceholderNames = Record<MessagePlaceholder, string>;

/*
 * The editor shows and takes placeholders by their UI-language name in single braces, `{客戶姓名}`, while the server
 * stores and fills codes in double braces, `{{customer_name}}`: staff never read or type a code. These two functions
 * are the only place the two meet. What the staff type in single braces that is no known name goes to the server as
 * `{{that}}`, so the server refuses it naming it, and it comes back the way it was typed. A code typed the old way,
 * `{{customer_name}}` or `{customer_name}`, is taken as its placeholder too.
 */
const STORED = /\{\{\s*([^{}]*?)\s*\}\}/g;
const SHOWN = /\{\{\s*([^{}]*?)\s*\}\}|\{\s*([^{}\n]+?)\s*\}/g;

const isCode = (name: string): name is MessagePlaceholder => (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name);

/** A stored text as the editor shows it: `{{customer_name}}` → `{客戶姓名}`. */
export const toShown = (stored: string, names: PlaceholderNames) =>
    stored.replace(STORED, (_, name: string) => `{${isCode(name) ? names[name] : name}}`);

/** What the staff typed, as the server stores it: `{客戶姓名}` → `{{customer_name}}`. */
export function toStored(shown: string, names: PlaceholderNames) {
    const byName = new Map<string, string>(MESSAGE_PLACEHOLDERS.map(code => [names[code].toLowerCase(), code]));
    return shown.replace(SHOWN, (_, coded: string | undefined, named: string | undefined) => {
        const name = (coded ?? named)!;
        return `{{${isCode(name) ? name : (byName.get(name.toLowerCase()) ?? name)}}}`;
    });
}

/** A placeholder the server named, as the editor shows it: `customer_name` → `{客戶姓名}`, `折扣` → `{折扣}`. */
export const shownPlaceholder = (name: string, names: PlaceholderNames) => `{${isCode(name) ? names[name] : name}}`;
