import { Box, Divider } from '@mui/material';
import { useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Create, Edit, EditActions, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ReloadWhenStale } from '../../components/ReloadWhenStale';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { usePageTitle } from '../../layouts/usePageTitle';
import { PageHeader, RecordTitle } from './PageHeader';
import { useDeclaredResource, useResourceAbilities } from './ResourceContext';
import type { FieldInputProps } from './declare';
import { FieldInput } from './inputs';
import { defaultValuesOf } from './model';
import { useUnreadable } from './readable';
import { toPayload } from './payload';

const WIDE_KINDS = ['multiline', 'tags', 'image', 'lines'];

export interface ResourceInputsProps {
    mode: 'create' | 'edit';
    /** the inputs, in order (default: the declared form) */
    names?: readonly string[];
}

/**
 * The declared inputs in a two-column grid on wide screens; long text, tags, images and lines take a whole row. A
 * create-only field shows on create only; an input the declaration replaces is its own component, but for a
 * reference the session may not read (its ids, read only).
 */
export const ResourceInputs = ({ mode, names }: ResourceInputsProps) => {
    const resource = useDeclaredResource();
    const own = resource.declaration.inputComponents as Record<string, ComponentType<FieldInputProps>> | undefined;
    const declared =
        names ??
        resource.declaration.form ??
        resource.model.fields.filter(field => !field.readOnly).map(field => field.name);
    const fields = resource.fields(declared).filter(field => !(field.createOnly && mode === 'edit'));
    const unreadable = useUnreadable();
    return (
        <Box
            sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                columnGap: 2,
                width: '100%',
                maxWidth: 960,
            }}
        >
            {fields.map(field => {
                const Input = (!unreadable(field) && own?.[field.name]) || FieldInput;
                return (
                    // an input that renders nothing (a discount's amount while it is a percentage) takes no cell
                    <Box
                        key={field.name}
                        sx={{
                            ...(WIDE_KINDS.includes(field.kind) && { gridColumn: '1 / -1' }),
                            '&:empty': { display: 'none' },
                        }}
                    >
                        <Input resource={resource.name} field={field} mode={mode} />
                    </Box>
                );
            })}
        </Box>
    );
};

/**
 * Save, and delete (after confirmation) where the session may; `deleteButton` replaces the generated one (false: no
 * delete, the record cannot be deleted).
 */
export const EditToolbar = ({ deleteButton }: { deleteButton?: ReactElement | false }) => {
    const can = useResourceAbilities();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {can.delete && deleteButton !== false && (deleteButton ?? <DeleteRecordButton redirect="list" />)}
        </Toolbar>
    );
};

// Both forms skip the browser's own checks (an email box's): the declared rules speak, in the app's language.

/** A form's inputs: the declared ones, or a resource's own composition of them (a job's, with its live totals). */
export type FormInputs = ComponentType<{ mode: 'create' | 'edit' }>;

/**
 * The generated create page, its inputs starting from the fields' defaults; a new record then opens on its show
 * page, or its edit page when it has none.
 */
export const ResourceCreate = ({ Inputs = ResourceInputs }: { Inputs?: FormInputs }) => {
    const resource = useDeclaredResource();
    const title = usePageTitle(resource.createTitle);
    const defaultValues = useMemo(() => defaultValuesOf(resource.model), [resource.model]);
    return (
        <Create
            title={title}
            actions={<PageHeader title={title} />}
            redirect={resource.hasShow ? 'show' : 'edit'}
            transform={toPayload(resource.model, 'create')}
        >
            <SimpleForm defaultValues={defaultValues} noValidate warnWhenUnsavedChanges>
                <Inputs mode="create" />
            </SimpleForm>
        </Create>
    );
};

export interface ResourceEditProps {
    /** beside the title (default: the show button, where there is a show page) */
    actions?: ReactNode;
    /** the inputs, in order (default: the declared form) */
    inputs?: readonly string[];
    /** the resource's own inputs, in place of the declared ones */
    Inputs?: FormInputs;
    /** under the inputs (default: save and delete) */
    toolbar?: ReactElement;
    /** sections under the form (a user's memberships) */
    children?: ReactNode;
    /** shown above the form (a suspended workspace's reason) */
    notice?: ReactNode;
}

/**
 * The generated edit page; saving waits for the server, so its field errors land on the inputs. The save names the
 * version the page read (If-Match): a record changed since is refused and offered for reloading.
 */
export const ResourceEdit = ({ actions, inputs, Inputs, toolbar, children, notice }: ResourceEditProps) => {
    const resource = useDeclaredResource();
    return (
        <Edit
            title={<RecordTitle />}
            actions={<PageHeader title={<RecordTitle />} actions={actions ?? <EditActions />} />}
            mutationMode="pessimistic"
            redirect={resource.hasShow ? 'show' : 'edit'}
            transform={toPayload(resource.model, 'update')}
        >
            <ReloadWhenStale />
            {notice}
            <SimpleForm toolbar={toolbar ?? <EditToolbar />} noValidate warnWhenUnsavedChanges>
                {Inputs ? <Inputs mode="edit" /> : <ResourceInputs mode="edit" names={inputs} />}
            </SimpleForm>
            {children && (
                <>
                    <Divider />
                    <Box sx={{ p: 2 }}>{children}</Box>
                </>
            )}
        </Edit>
    );
};
