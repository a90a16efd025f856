import { useMediaQuery, type Theme } from '@mui/material';
import {
    BulkDeleteButton,
    CreateButton,
    Datagrid,
    EditButton,
    ExportButton,
    FilterButton,
    List,
    SimpleList,
    TopToolbar,
    type RaRecord,
} from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useDeclaredResource, useResourceAbilities } from './ResourceContext';
import { FieldValue, fieldColumnProps } from './fields';
import { listFilters } from './filters';

const ListActions = () => {
    const can = useResourceAbilities();
    return (
        <TopToolbar>
            <FilterButton />
            {can.create && <CreateButton />}
            <ExportButton />
        </TopToolbar>
    );
};

/** Deletes the selected rows after the same confirmation as a single delete. */
const BulkDelete = () => (
    <BulkDeleteButton mutationMode="pessimistic" confirmTitle="common.delete.title" confirmContent="common.delete.content" />
);

/** A compact list for narrow screens: one line per record, as the declaration's `compact` says. */
const CompactList = () => {
    const resource = useDeclaredResource();
    const { primary, secondary, tertiary } = resource.declaration.compact;
    const text = (name?: string) => (name ? (record: RaRecord) => String(record[name] ?? '') : undefined);
    return (
        <SimpleList
            primaryText={text(primary)!}
            secondaryText={text(secondary)}
            tertiaryText={text(tertiary)}
            linkType="show"
        />
    );
};

/** Sortable columns, keyword search, the route's filters, pages, CSV export and bulk delete where allowed. */
export const ResourceList = () => {
    const resource = useDeclaredResource();
    const can = useResourceAbilities();
    const title = usePageTitle(resource.label);
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    const { declaration, model } = resource;
    const sort = declaration.defaultSort ?? { field: model.sortable[0] ?? 'id', order: 'ASC' as const };
    return (
        <List title={title} filters={listFilters(resource)} sort={sort} actions={<ListActions />}>
            {narrow ? (
                <CompactList />
            ) : (
                <Datagrid rowClick="show" bulkActionButtons={can.delete ? <BulkDelete /> : false}>
                    {resource.fields(declaration.list).map(field => (
                        <FieldValue key={field.name} {...fieldColumnProps(resource.name, field, model.sortable.includes(field.name))} />
                    ))}
                    {can.write && <EditButton />}
                </Datagrid>
            )}
        </List>
    );
};
