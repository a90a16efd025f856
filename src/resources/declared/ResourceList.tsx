import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
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
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useClock } from '../../session/useWorkspaceSettings';
import { formatDateTime } from '../../session/zone';
import { PageHeader } from './PageHeader';
import { useDeclaredResource, useResourceAbilities } from './ResourceContext';
import { FieldValue, fieldColumnProps, formatMoney } from './fields';
import { useListFilters } from './filters';

/** An export is one list call of the API's largest page (its `size` goes up to 9999). */
const EXPORT_MAX_RECORDS = 9999;

/** On a phone the create button floats (a Fab), so the toolbar takes no more height than its remaining buttons. */
const ListActions = () => {
    const can = useResourceAbilities();
    const translate = useTranslate();
    return (
        <TopToolbar
            sx={(theme: Theme) => ({
                [theme.breakpoints.down('sm')]: { minHeight: 0, '&:empty': { display: 'none' } },
            })}
        >
            <FilterButton />
            {can.create && <CreateButton />}
            {/* named whatever the width: react-admin leaves a phone's disabled icon button (an empty list) unnamed */}
            {can.export && <ExportButton maxResults={EXPORT_MAX_RECORDS} aria-label={translate('ra.action.export')} />}
        </TopToolbar>
    );
};

/** Deletes the selected rows after the same confirmation as a single delete. */
const BulkDelete = () => (
    <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="common.delete.title"
        confirmContent="common.delete.content"
    />
);

/** A compact list for narrow screens: one line per record, as the declaration's `compact` says. */
const CompactList = () => {
    const resource = useDeclaredResource();
    const translate = useTranslate();
    const clock = useClock();
    const { primary, secondary, tertiary } = resource.declaration.compact;
    /**
     * A field's value as text: an enum's by its translated name (a job's "Paid", not `paid`), a time in the
     * workspace's zone, money in dollars.
     */
    const text = (name?: string) => {
        if (!name) return undefined;
        const [field] = resource.fields([name]);
        return (record: RaRecord) => {
            const value = record[name];
            if (value == null || value === '') return '';
            if (field?.kind === 'enum' && field.namespace) return translate(`${field.namespace}.${value}`);
            if (field?.kind === 'datetime' || field?.kind === 'timestamp') return formatDateTime(value, clock);
            if (field?.kind === 'money') return formatMoney(value);
            return String(value);
        };
    };
    return (
        <SimpleList
            primaryText={text(primary)!}
            secondaryText={text(secondary)}
            tertiaryText={text(tertiary)}
            linkType={resource.hasShow ? 'show' : 'edit'}
        />
    );
};

export interface ResourceListProps {
    /** each row's buttons (default: edit, where rows open a show page and the session may write) */
    rowActions?: ReactNode;
    /** what selected rows can do (default: delete, where the session may), false for no selection */
    bulkActionButtons?: ReactElement | false;
    /** shown between the filters and the rows (a resource's tabs of saved filters) */
    beforeRows?: ReactNode;
    /** the filter inputs, when they are not the generated ones (`useListFilters`) */
    filters?: ReactElement[];
    /** the rows under 600 px wide, when the declaration's `compact` line is not enough */
    compactRows?: ReactNode;
    /** which rows may be selected for the bulk actions (default: all) */
    isRowSelectable?: (record: RaRecord) => boolean;
    /** the filter the list opens with, when its address names none */
    filterDefaultValues?: Record<string, unknown>;
    /** false: the list does not reopen on the filter, sort and page it was left with (its default filter moves) */
    storeKey?: false;
}

/**
 * Sortable columns (never a write-only field), keyword search, the route's filters, pages, CSV export and bulk
 * delete where allowed; a row opens the record's show page, or its edit page when it has none.
 */
export const ResourceList = ({
    rowActions,
    bulkActionButtons,
    beforeRows,
    filters,
    compactRows,
    isRowSelectable,
    filterDefaultValues,
    storeKey,
}: ResourceListProps) => {
    const resource = useDeclaredResource();
    const can = useResourceAbilities();
    const title = usePageTitle(resource.label);
    const generatedFilters = useListFilters(resource);
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    const { declaration, model } = resource;
    const sort = declaration.defaultSort ?? model.defaultSort;
    const actions = rowActions === undefined ? can.write && resource.hasShow && <EditButton /> : rowActions;
    return (
        <>
            <PageHeader title={title} />
            <List
                title={title}
                filters={filters ?? generatedFilters}
                sort={sort}
                filterDefaultValues={filterDefaultValues}
                storeKey={storeKey}
                actions={<ListActions />}
                empty={false}
            >
                {beforeRows}
                {narrow ? (
                    (compactRows ?? <CompactList />)
                ) : (
                    <Datagrid
                        rowClick={resource.hasShow ? 'show' : 'edit'}
                        bulkActionButtons={bulkActionButtons ?? (can.delete ? <BulkDelete /> : false)}
                        isRowSelectable={isRowSelectable}
                    >
                        {resource
                            .fields(declaration.list)
                            .filter(field => !field.writeOnly)
                            .map(field => (
                                <FieldValue
                                    key={field.name}
                                    {...fieldColumnProps(resource.name, field, model.sortable.includes(field.name))}
                                />
                            ))}
                        {actions}
                    </Datagrid>
                )}
            </List>
        </>
    );
};
