import { RECORD_FIELDS } from '../../common/records';

/** A resource's name and its fields' labels in one language. */
export interface LanguageLabels {
    /** one record: "Supplier" (also "New supplier") */
    one: string;
    /** the menu entry, list title and permission-grid row: "Suppliers" */
    many: string;
    /** field name → label; English falls back to the name ("contact_person" → "Contact person") */
    fields?: Record<string, string>;
}

/**
 * What the web app calls the resource and its fields: zh-hk and zh-cn given, English derived from the title and the
 * field names, `en` overriding what reads wrong. The record's id, timestamps and version are labelled alike for
 * every resource, and so are "New …" and "Delete …".
 */
export interface ResourceLabels {
    'zh-hk': LanguageLabels;
    'zh-cn': LanguageLabels;
    en?: Partial<LanguageLabels>;
}

/** The resource's entry in its app's menu: its place (lower first) and a Material icon's name, `LocalShipping`. */
export interface ResourceMenu {
    order: number;
    icon: string;
}

/** A field's English label from its name: a reference reads as what it points to ("supplier_id" → "Supplier"). */
export const fieldLabel = (name: string) => humanize(name.replace(/_id$/, '').replace(/_ids$/, 's'));

/** "contact_person" → "Contact person"; "AuthGroup" → "Auth group". */
export const humanize = (name: string) => {
    const words = name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/_/g, ' ')
        .trim()
        .toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An English noun's plural: "Supplier" → "Suppliers", "Category" → "Categories", "Box" → "Boxes". */
export const plural = (noun: string) => {
    if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
    if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
    return `${noun}s`;
};

interface Labelled {
    name: string;
    title: string;
    labels?: ResourceLabels;
    menu?: ResourceMenu;
}

/**
 * The record schema's `x-order` and `x-icon`, and its `x-labels` (every language complete) when the resource declares
 * them (a resource without, such as a job with its many screens of its own, is named by the web app's translations).
 * `fieldNames` are the fields a record holds or a form takes.
 */
export function labelsDocument(resource: Labelled, fieldNames: readonly string[]): Record<string, unknown> {
    const { labels, menu } = resource;
    const placed = menu ? { 'x-order': menu.order, 'x-icon': menu.icon } : {};
    if (!labels) return placed;
    // a name no field has labels a value the web app computes from the record (a discount's, by its kind)
    const given = [labels['zh-hk'], labels['zh-cn'], labels.en ?? {}].flatMap(({ fields }) =>
        Object.keys(fields ?? {}),
    );
    const names = [...new Set([...fieldNames, ...given])].filter(name => !RECORD_FIELDS.includes(name));
    for (const locale of ['zh-hk', 'zh-cn'] as const) {
        const missing = names.filter(name => !labels[locale].fields?.[name]);
        if (missing.length) throw new Error(`${resource.name}: no ${locale} label for ${missing.join(', ')}`);
    }
    const one = labels.en?.one ?? humanize(resource.title.replace(/^Backoffice/, ''));
    const en: Required<LanguageLabels> = {
        one,
        many: labels.en?.many ?? plural(one),
        fields: Object.fromEntries(names.map(name => [name, labels.en?.fields?.[name] ?? fieldLabel(name)])),
    };
    return { 'x-labels': { en, 'zh-hk': labels['zh-hk'], 'zh-cn': labels['zh-cn'] }, ...placed };
}
