import { Tab, Tabs } from '@mui/material';
import { SelectArrayInput, useListContext, useTranslate } from 'react-admin';
import { JOB_STATUSES, OPEN_JOB_STATUSES } from '../../../common/jobs';
import { ResourceList, useDeclaredResource } from '../declared';
import { listFilters } from '../declared/filters';

/** The list's tabs: each a saved filter on the statuses (comma-separated, as the API's `status` filter takes them). */
export const STATUS_TABS = [
    { id: 'all', status: undefined },
    { id: 'open', status: OPEN_JOB_STATUSES.join(',') },
    { id: 'to_invoice', status: 'completed' },
    { id: 'unpaid', status: 'invoiced' },
    { id: 'paid', status: 'paid' },
] as const;

const statusSet = (value: unknown) =>
    typeof value === 'string' && value
        ? value
              .split(',')
              .map(one => one.trim())
              .filter(Boolean)
              .sort()
              .join(',')
        : '';

/** The tab whose statuses the list's filter holds, in any order; none (false) when it holds another set. */
export const tabOf = (status: unknown) =>
    STATUS_TABS.find(tab => statusSet(tab.status) === statusSet(status))?.id ?? false;

/** Tabs above the jobs: choosing one sets the status filter (keeping the others); the filter, changed, moves the tab. */
const StatusTabs = () => {
    const translate = useTranslate();
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const choose = (id: string) => {
        const status = STATUS_TABS.find(tab => tab.id === id)?.status;
        const others = { ...filterValues };
        delete others.status;
        setFilters(status ? { ...others, status } : others, displayedFilters);
    };
    return (
        <Tabs
            value={tabOf(filterValues.status)}
            onChange={(_event, id: string) => choose(id)}
            aria-label={translate('motor-garage.invoice.tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
            {STATUS_TABS.map(tab => (
                <Tab key={tab.id} value={tab.id} label={translate(`motor-garage.invoice.tabs.${tab.id}`)} />
            ))}
        </Tabs>
    );
};

const statusChoices = JOB_STATUSES.map(status => ({ id: status, name: `motor-garage.invoice.status.${status}` }));

/** The status filter: any of the statuses, kept in the list's filter as the API takes it (`quote,scheduled`). */
const StatusFilter = (props: { source: string; label: string; alwaysOn?: boolean }) => (
    <SelectArrayInput
        {...props}
        choices={statusChoices}
        format={(value: unknown) => (typeof value === 'string' && value ? value.split(',') : [])}
        parse={(value: string[] | null) => (value?.length ? value.join(',') : undefined)}
        sx={{ minWidth: 200 }}
    />
);

/**
 * The jobs: the generated list with status tabs above the rows, and the status filter as a choice of statuses
 * rather than text.
 */
export const JobList = () => {
    const resource = useDeclaredResource();
    const filters = listFilters(resource).map(filter =>
        filter.key === 'status' ? (
            <StatusFilter key="status" source="status" label="motor-garage.invoice.fields.status" />
        ) : (
            filter
        ),
    );
    return <ResourceList beforeRows={<StatusTabs />} filters={filters} />;
};
