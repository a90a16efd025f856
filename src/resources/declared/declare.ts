import type { ComponentType } from 'react';
import { resourceModels, type DeclaredResourceName } from '../../api/resources.gen';
import type { FieldModel, ResourceModel } from './model';
import { namespaceOf } from './model';

export type FieldName<N extends DeclaredResourceName> = (typeof resourceModels)[N]['fields'][number]['name'];

/** What a resource says about its screens; everything else comes from its model in the OpenAPI document. */
export interface WebResourceDeclaration<N extends DeclaredResourceName = DeclaredResourceName> {
    name: N;
    icon: ComponentType;
    /** the list's columns */
    list: readonly FieldName<N>[];
    /** a record's one-line name: page titles, reference inputs and links */
    title: FieldName<N>;
    /** the compact list under 600 px wide */
    compact: { primary: FieldName<N>; secondary?: FieldName<N>; tertiary?: FieldName<N> };
    /** the form's inputs, in order (default: every writable field) */
    form?: readonly FieldName<N>[];
    /** the show page's fields (default: every field but the id) */
    show?: readonly FieldName<N>[];
    defaultSort?: { field: FieldName<N>; order: 'ASC' | 'DESC' };
    /** how one field reads in lists and on the show page, replacing the kind's default */
    fieldComponents?: Partial<Record<FieldName<N>, ComponentType<{ source: string; label?: string }>>>;
    /** the resource's own screens, each replacing the generated one */
    components?: Partial<Record<'list' | 'create' | 'edit' | 'show', ComponentType>>;
}

/** A declaration with its model resolved: what the generated views read. */
export interface DeclaredResource {
    name: string;
    model: ResourceModel;
    declaration: WebResourceDeclaration;
    /** the permission resource: `motor-garage/vehicle` → `vehicle` (vehicle:read, vehicle:write, vehicle:delete) */
    permission: string;
    /** i18n key of the resource's menu entry and list title */
    label: string;
    field(name: string): FieldModel;
    fields(names: readonly string[]): FieldModel[];
}

export const resolveDeclaration = (declaration: WebResourceDeclaration): DeclaredResource => {
    const model = resourceModels[declaration.name] as ResourceModel;
    const { namespace, key } = namespaceOf(declaration.name);
    const field = (name: string) => {
        const found = model.fields.find(candidate => candidate.name === name);
        if (!found) throw new Error(`${declaration.name} has no field ${name}`);
        return found;
    };
    return {
        name: declaration.name,
        model,
        declaration,
        permission: key,
        label: `${namespace}.menu.${key}`,
        field,
        fields: names => names.map(field),
    };
};
