import { Box, Tab, Tabs } from '@mui/material';
import { ReferenceField, SelectArrayInput, SimpleList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { isDeletableJob, JOB_STATUSES, OPEN_JOB_STATUSES } from '../../../common/jobs';
import { ResourceList, useDeclaredResource, useResourceAbilities } from '../declared';
import { resourceOf } from '../declared/declare';
import { formatMoney } from '../declared/fields';
import { listFilters } from '../declared/filters';
import { JobRowEditButton } from './JobButtons';
import { OverdueFlag } from './overdue';
import { StatusField } from './StatusChip';

/**
 * The list's tabs: each a saved filter, on the statuses (comma-separated, as the API's `status` filter takes them) or
 * the API's `overdue` filter.
 */
export const JOB_TABS = [
    { id: 'all', filter: {} },
    { id: 'open', filter: { status: OPEN_JOB_STATUSES.join(',') } },
    { id: 'to_invoice', filter: { status: 'completed' } },
    { id: 'unpaid', filter: { status: 'invoiced' } },
    { id: 'overdue', filter: { overdue: true } },
    { id: 'paid', filter: { status: 'paid' } },
] as const satisfies readonly { id: string; filter: { status?: string; overdue?: true } }[];

/** The filters the tabs set: choosing a tab replaces them and keeps the others (the keyword, a customer…). */
const TAB_KEYS = ['status', 'overdue'];

const statusSet = (value: unknown) =>
    typeof value === 'string' && value
        ? value
              .split(',')
              .map(one => one.trim())
              .filter(Boolean)
              .sort()
              .join(',')
        : '';

const isOverdue = (value: unknown) => value === true || value === 'true';

/** The tab whose filter the list's filter holds (statuses in any order); none (false) when it holds another. */
export const tabOf = (filter: { status?: unknown; overdue?: unknown }) =>
    JOB_TABS.find(
        tab =>
            statusSet('status' in tab.filter ? tab.filter.status : undefined) === statusSet(filter.status) &&
            isOverdue('overdue' in tab.filter && tab.filter.overdue) === isOverdue(filter.overdue),
    )?.id ?? false;

/**
 * Tabs above the jobs: choosing one sets its filter; the filter, changed, moves the tab. On a phone they scroll
 * inside the page rather than widen it: their box is as wide as the page (width 0, at least 100%), so the tab strip's
 * own width never reaches the page's layout.
 */
const JobTabs = () => {
    const translate = useTranslate();
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const choose = (id: string) => {
        const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => !TAB_KEYS.includes(key)));
        setFilters({ ...others, ...JOB_TABS.find(tab => tab.id === id)?.filter }, displayedFilters);
    };
    return (
        <Box sx={{ width: 0, minWidth: '100%', maxWidth: '100%' }}>
            <Tabs
                value={tabOf(filterValues)}
                onChange={(_event, id: string) => choose(id)}
                aria-label={translate('motor-garage.invoice.tabs.label')}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
            >
                {JOB_TABS.map(tab => (
                    <Tab key={tab.id} value={tab.id} label={translate(`motor-garage.invoice.tabs.${tab.id}`)} />
                ))}
            </Tabs>
        </Box>
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

/** A reference's name as plain text (the whole row is already a link). */
const Named = ({ source, model }: { source: string; model: string }) => (
    <ReferenceField source={source} reference={resourceOf(model)} link={false} emptyText="" />
);

/**
 * A job on a phone: its number and status; the plate and the customer; the balance owed and, when overdue, by how
 * many days.
 */
const JobCompactRows = () => (
    <SimpleList
        linkType="show"
        primaryText={(job: RaRecord) => (
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box component="span" sx={{ fontWeight: 500 }}>
                    {job.number}
                </Box>
                <StatusField source="status" />
            </Box>
        )}
        secondaryText={() => (
            <Box component="span" sx={{ display: 'flex', columnGap: 1, flexWrap: 'wrap' }}>
                <Named source="vehicle_id" model="motor-garage/vehicle" />
                <Named source="customer_id" model="relationship/customer" />
            </Box>
        )}
        tertiaryText={(job: RaRecord) => (
            <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
                {formatMoney((job.balance_cents as number) ?? 0)}
                <OverdueFlag />
            </Box>
        )}
    />
);

/**
 * The jobs: the generated list with tabs above the rows, the status filter as a choice of statuses rather than text,
 * a phone's rows of their own, and edit and delete only for the jobs that still allow them.
 */
export const JobList = () => {
    const resource = useDeclaredResource();
    const can = useResourceAbilities();
    const filters = listFilters(resource).map(filter =>
        filter.key === 'status' ? (
            <StatusFilter key="status" source="status" label="motor-garage.invoice.fields.status" />
        ) : (
            filter
        ),
    );
    return (
        <ResourceList
            beforeRows={<JobTabs />}
            filters={filters}
            compactRows={<JobCompactRows />}
            rowActions={can.write && <JobRowEditButton />}
            isRowSelectable={(job: RaRecord) => isDeletableJob(String(job.status))}
        />
    );
};
