/**
 * A declared resource as the OpenAPI document describes it (see scripts/resource-models.ts): what the generated
 * list, create, edit and show screens are built from.
 */
export type FieldKind =
    | 'id'
    | 'text'
    | 'multiline'
    | 'email'
    | 'phone'
    | 'money'
    | 'basis_points'
    | 'quantity_milli'
    | 'integer'
    | 'boolean'
    | 'date'
    | 'datetime'
    | 'timestamp'
    | 'enum'
    | 'tags'
    | 'reference'
    | 'references'
    | 'image'
    | 'password'
    | 'lines';

export interface FieldModel {
    readonly name: string;
    readonly kind: FieldKind | string;
    readonly nullable?: boolean;
    readonly readOnly?: boolean;
    /** written, never answered (a password) */
    readonly writeOnly?: boolean;
    /** taken on create only (a workspace's first owner) */
    readonly createOnly?: boolean;
    readonly required?: boolean;
    /** what a new record gets when the field is left out */
    readonly default?: unknown;
    readonly choices?: readonly string[];
    /** Where an enum's values are translated: `<namespace>.<value>`. */
    readonly namespace?: string;
    /** The resource a reference points to. */
    readonly reference?: string;
    /** more than one character: a username, a password */
    readonly minLength?: number;
    readonly maxLength?: number;
    readonly min?: number;
    readonly max?: number;
}

export interface FilterModel {
    readonly name: string;
    readonly kind: 'enum' | 'boolean' | 'date' | 'reference' | 'text' | string;
    readonly choices?: readonly string[];
    readonly reference?: string;
}

export interface ResourceModel {
    readonly name: string;
    /** the list route, e.g. `/api/v3/relationship/customer` */
    readonly path: string;
    /** the permission resource (`vehicle`: vehicle:read, vehicle:write, vehicle:delete); null for the back-office's */
    readonly permission: string | null;
    /** the list's order when it asks for none */
    readonly defaultSort: { readonly field: string; readonly order: 'ASC' | 'DESC' };
    readonly fields: readonly FieldModel[];
    readonly sortable: readonly string[];
    readonly keyword: readonly string[];
    readonly filters: readonly FilterModel[];
    readonly operations: { readonly create: boolean; readonly update: boolean; readonly delete: boolean };
    /** its entry in its app's menu: the place (lower first) and a Material icon's name */
    readonly menu?: { readonly order: number; readonly icon: string };
}

/** A new record's values: each field's declared default (the column's), which the create form starts from. */
export const defaultValuesOf = (model: Pick<ResourceModel, 'fields'>) =>
    Object.fromEntries(
        model.fields.filter(field => field.default !== undefined).map(field => [field.name, field.default]),
    );

/** `relationship/customer` → its i18n namespace and resource key: `relationship`, `customer`. */
export const namespaceOf = (resource: string) => {
    const [namespace, key] = resource.split('/');
    return { namespace, key };
};

/** `relationship.customer.fields.name`: every generated label follows this convention. */
export const fieldLabel = (resource: string, field: string) => {
    const { namespace, key } = namespaceOf(resource);
    return `${namespace}.${key}.fields.${field}`;
};
