import type { ComponentType } from 'react';
import type { DeclaredResourceName } from '../../api/resources.gen';
import type { ResourceDef } from '../placeholderResource';
import { DeclaredResourceContext } from './ResourceContext';
import { ResourceCreate, ResourceEdit } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import { resolveDeclaration, type WebResourceDeclaration } from './declare';

export { ResourceDetails, ResourceShow, ShowSection } from './ResourceShow';
export { ResourceCreate, ResourceEdit, ResourceInputs, RecordTitle } from './ResourceForm';
export { ResourceList } from './ResourceList';
export { FieldValue } from './fields';
export { FieldInput } from './inputs';
export { useDeclaredResource, useResourceAbilities } from './ResourceContext';
export type { WebResourceDeclaration } from './declare';

export interface DeclaredResourceDef extends ResourceDef {
    create: ComponentType;
    edit: ComponentType;
    show: ComponentType;
    recordRepresentation: string;
    /** the permission resource (`vehicle` for vehicle:read / write / delete) */
    permission: string;
}

/**
 * A react-admin resource from a declaration: list, create, edit and show generated from the resource's model in
 * the OpenAPI document, each replaceable by the declaration's own component.
 */
export const declareResource = <N extends DeclaredResourceName>(declaration: WebResourceDeclaration<N>): DeclaredResourceDef => {
    const resource = resolveDeclaration(declaration as unknown as WebResourceDeclaration);
    const view = (name: 'list' | 'create' | 'edit' | 'show', Generated: ComponentType) => {
        const Screen = declaration.components?.[name] ?? Generated;
        const View = () => (
            <DeclaredResourceContext.Provider value={resource}>
                <Screen />
            </DeclaredResourceContext.Provider>
        );
        View.displayName = `${declaration.name}/${name}`;
        return View;
    };
    return {
        name: declaration.name,
        icon: declaration.icon,
        options: { label: resource.label },
        list: view('list', ResourceList),
        create: view('create', ResourceCreate),
        edit: view('edit', ResourceEdit),
        show: view('show', () => <ResourceShow />),
        recordRepresentation: declaration.title,
        permission: resource.permission,
    };
};
