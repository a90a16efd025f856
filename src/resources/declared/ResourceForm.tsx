import { Box } from '@mui/material';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useDeclaredResource, useResourceAbilities } from './ResourceContext';
import { FieldInput } from './inputs';
import { toPayload } from './payload';

const WIDE_KINDS = ['multiline', 'tags', 'image'];

/** The declared inputs in a two-column grid on wide screens; long text, tags and images take a whole row. */
export const ResourceInputs = () => {
    const resource = useDeclaredResource();
    const names = resource.declaration.form ?? resource.model.fields.filter(field => !field.readOnly).map(field => field.name);
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
            {resource.fields(names).map(field => (
                <Box key={field.name} sx={WIDE_KINDS.includes(field.kind) ? { gridColumn: '1 / -1' } : undefined}>
                    <FieldInput resource={resource.name} field={field} />
                </Box>
            ))}
        </Box>
    );
};

/** The page title of one record: its declared title field. */
export const RecordTitle = () => {
    const resource = useDeclaredResource();
    const record = useRecordContext();
    const title = record?.[resource.declaration.title];
    return <>{usePageTitle(title ? String(title) : resource.label)}</>;
};

const EditToolbar = () => {
    const can = useResourceAbilities();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {can.delete && <DeleteRecordButton redirect="list" />}
        </Toolbar>
    );
};

export const ResourceCreate = () => {
    const resource = useDeclaredResource();
    const title = usePageTitle(resource.label);
    return (
        <Create title={title} redirect="show" transform={toPayload(resource.model)}>
            <SimpleForm>
                <ResourceInputs />
            </SimpleForm>
        </Create>
    );
};

export const ResourceEdit = () => {
    const resource = useDeclaredResource();
    return (
        <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="show" transform={toPayload(resource.model)}>
            <SimpleForm toolbar={<EditToolbar />}>
                <ResourceInputs />
            </SimpleForm>
        </Edit>
    );
};
