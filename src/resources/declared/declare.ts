import type { ComponentType, ReactElement } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import { resourceModels, type DeclaredResourceName } from '../../api/resources.gen';
import type { Clock } from '../../session/zone';
import type { FieldModel, ResourceModel } from './model';
import { namespaceOf } from './model';

export type FieldName<N extends DeclaredResourceName> = (typeof resourceModels)[N]['fields'][number]['name'];

/** How a value reads in a list column or on a show page. */
export type ValueComponent = ComponentType<{ source: string; label?: string }>;

/** What an input receives: the model it labels from, its field, and whether the form creates or edits. */
export interface FieldInputProps {
    /** the model's name (`admin/user`), whose convention labels the input */
    resource: string;
    field: FieldModel;
    mode?: 'create' | 'edit';
    disabled?: boolean;
}

/** What a resource says about its screens; everything else comes from its model in the OpenAPI document. */
export interface WebResourceDeclaration<
    N extends DeclaredResourceName = DeclaredResourceName,
    C extends string = never,
> {
    name: N;
    /** the react-admin resource (its URL and data provider route) when it is not the model's name: `user` */
    resource?: string;
    /** i18n key of the create page's title (default: the menu entry's, `<namespace>.menu.<key>`) */
    createTitle?: string;
    /** the menu's icon (default: the one the model names, `x-icon`) */
    icon?: ComponentType;
    /** the permission resource is the model's; false where any signed-in session may (the back-office) */
    permission?: false;
    /** the list's columns: fields, or values of `fieldComponents` no field holds */
    list: readonly (FieldName<N> | NoInfer<C>)[];
    /** a record's one-line name (page titles and links): a field, or the record as the garage's clock reads it */
    title: FieldName<N> | RecordName;
    /**
     * how a record reads in reference pickers and fields (default: its title); an element (rendered in the record's
     * context) where it needs hooks, such as the workspace's time zone, and no picker lists the resource
     */
    representation?: ((record: RaRecord) => string) | ReactElement;
    /** the compact list under 600 px wide */
    compact: { primary: FieldName<N>; secondary?: FieldName<N>; tertiary?: FieldName<N> };
    /** the form's inputs, in order (default: every writable field) */
    form?: readonly FieldName<N>[];
    /** the show page's fields (default: every field but the id and write-only ones); false: no show page */
    show?: readonly (FieldName<N> | NoInfer<C>)[] | false;
    /** the list's order (default: the model's, the API's own) */
    defaultSort?: { field: FieldName<N>; order: 'ASC' | 'DESC' };
    /** the list filters shown beside the search (the others wait behind the add-filter button) */
    alwaysOn?: readonly string[];
    /**
     * how one field reads in lists and on the show page, replacing the kind's default; under a name no field has, a
     * value computed from the record (a discount's, by its kind), labelled `<namespace>.<resource>.fields.<name>`
     */
    fieldComponents?: Partial<Record<FieldName<N>, ValueComponent>> & Record<C, ValueComponent>;
    /** one field's input, replacing the kind's default */
    inputComponents?: Partial<Record<FieldName<N>, ComponentType<FieldInputProps>>>;
    /** rules checked before the model's own (the first failing one speaks) */
    validate?: Partial<Record<FieldName<N>, readonly Validator[]>>;
    /** the resource's own screens, each replacing the generated one */
    components?: Partial<Record<'list' | 'create' | 'edit' | 'show', ComponentType>>;
}

export type AnyDeclaration = WebResourceDeclaration<DeclaredResourceName, string>;

/** A record's name where no one field reads well: a booking's start on the garage's clock, and its walk-in. */
export type RecordName = (record: RaRecord, clock: Clock) => string;

/** A record's one-line name, as its declaration's `title` says. */
export const nameOf = (title: AnyDeclaration['title'], record: RaRecord, clock: Clock): string =>
    String((typeof title === 'function' ? title(record, clock) : record[title]) ?? '');

/** A declaration with its model resolved: what the generated views read. */
export interface DeclaredResource {
    /** the model's name: `admin/user` */
    name: string;
    /** the react-admin resource: `user` */
    resource: string;
    model: ResourceModel;
    declaration: AnyDeclaration;
    /** the permission resource, from the model: `vehicle` (vehicle:read, vehicle:write, vehicle:delete); null: none */
    permission: string | null;
    /** i18n key of the resource's menu entry and list title */
    label: string;
    /** i18n key of the create page's title */
    createTitle: string;
    /** whether records have a show page; without one, rows and saves lead to the edit page */
    hasShow: boolean;
    field(name: string): FieldModel;
    fields(names: readonly string[]): FieldModel[];
}

/** Model name → react-admin resource, for the declarations that rename theirs. */
const resourceNames = new Map<string, string>();

/** The react-admin resource serving a model (`admin/user` → `user`): a reference's target. */
export const resourceOf = (model: string) => resourceNames.get(model) ?? model;

export const resolveDeclaration = (declaration: AnyDeclaration): DeclaredResource => {
    const model = resourceModels[declaration.name] as ResourceModel;
    const { namespace, key } = namespaceOf(declaration.name);
    const resource = declaration.resource ?? declaration.name;
    resourceNames.set(declaration.name, resource);
    const field = (name: string): FieldModel => {
        const found = model.fields.find(candidate => candidate.name === name);
        if (found) return found;
        if (declaration.fieldComponents && name in declaration.fieldComponents)
            return { name, kind: 'computed', readOnly: true };
        throw new Error(`${declaration.name} has no field ${name}`);
    };
    const label = `${namespace}.menu.${key}`;
    return {
        name: declaration.name,
        resource,
        model,
        declaration,
        permission: declaration.permission === false ? null : model.permission,
        label,
        createTitle: declaration.createTitle ?? label,
        hasShow: declaration.show !== false,
        field,
        fields: names => names.map(field),
    };
};
