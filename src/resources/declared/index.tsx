import ViewListIcon from '@mui/icons-material/ViewList';
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { resourceIcons } from '../../api/icons.gen';
import type { DeclaredResourceName } from '../../api/resources.gen';
import type { ResourceDef } from '../placeholderResource';
import { DeclaredResourceContext } from './ResourceContext';
import { ResourceCreate, ResourceEdit } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import { RecordName } from './PageHeader';
import { resolveDeclaration, type AnyDeclaration, type WebResourceDeclaration } from './declare';

export { ResourceDetails, ResourceShow, ShowSection } from './ResourceShow';
export { EditToolbar, ResourceCreate, ResourceEdit, ResourceInputs } from './ResourceForm';
export type { ResourceEditProps } from './ResourceForm';
export { ResourceList } from './ResourceList';
export type { ResourceListProps } from './ResourceList';
export { PageHeader, RecordTitle } from './PageHeader';
export { FieldValue } from './fields';
export { FieldInput } from './inputs';
export { useDeclaredResource, useResourceAbilities } from './ResourceContext';
export type { FieldInputProps, WebResourceDeclaration } from './declare';

export interface DeclaredResourceDef extends ResourceDef {
    create: ComponentType;
    edit: ComponentType;
    /** absent where the declaration has no show page (the back-office) */
    show?: ComponentType;
    recordRepresentation: string | ReactElement | ((record: RaRecord) => string);
    /** the permission resource (`vehicle` for vehicle:read / write / delete); absent where none is checked */
    permission?: string;
    /** the model the screens are generated from: `admin/user` for the `user` resource */
    model: DeclaredResourceName;
}

/** The Material icon a model names (`x-icon`); a list's where it names none. */
const iconOf = (name: string | undefined): ComponentType =>
    (name && resourceIcons[name as keyof typeof resourceIcons]) || ViewListIcon;

/**
 * A react-admin resource from a declaration: list, create, edit and show generated from the resource's model in
 * the OpenAPI document, each replaceable by the declaration's own component.
 */
export const declareResource = <N extends DeclaredResourceName, C extends string = never>(
    declaration: WebResourceDeclaration<N, C>,
): DeclaredResourceDef => {
    const resource = resolveDeclaration(declaration as unknown as AnyDeclaration);
    const { title } = declaration;
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
        name: resource.resource,
        model: declaration.name,
        icon: declaration.icon ?? iconOf(resource.model.menu?.icon),
        options: { label: resource.label },
        list: view('list', () => <ResourceList />),
        create: view('create', ResourceCreate),
        edit: view('edit', () => <ResourceEdit />),
        ...(resource.hasShow ? { show: view('show', () => <ResourceShow />) } : {}),
        recordRepresentation:
            declaration.representation ?? (typeof title === 'function' ? <RecordName title={title} /> : title),
        ...(resource.permission !== null ? { permission: resource.permission } : {}),
    };
};
