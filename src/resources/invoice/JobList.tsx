import { Box } from '@mui/material';
import { SelectArrayInput, SimpleList, type RaRecord } from 'react-admin';
import { APPROVAL_STATES } from '../../../common/approvals';
import { isDeletableJob, JOB_STATUSES, OPEN_JOB_STATUSES } from '../../../common/jobs';
import { ResourceList, useDeclaredResource, useResourceAbilities } from '../declared';
import { formatMoney } from '../declared/fields';
import { FilterTabs } from '../declared/FilterTabs';
import { ReferenceName } from '../declared/ReferenceName';
import { useListFilters } from '../declared/filters';
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

/**
 * The filters the tabs set: choosing a tab replaces them and keeps the others (the keyword, a customer…). The days
 * overdue (the home page's aging buckets) narrow the Overdue tab and go with it.
 */
const TAB_KEYS = ['status', 'overdue', 'overdue_from', 'overdue_to'];

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

/** Tabs above the jobs, on their statuses or the overdue flag. */
const JobTabs = () => (
    <FilterTabs tabs={JOB_TABS} keys={TAB_KEYS} current={tabOf} namespace="motor-garage.invoice.tabs" />
);

const choicesOf = (values: readonly string[], namespace: string) =>
    values.map(value => ({ id: value, name: `${namespace}.${value}` }));
const FILTER_CHOICES = {
    status: choicesOf(JOB_STATUSES, 'motor-garage.invoice.status'),
    approval_state: choicesOf(APPROVAL_STATES, 'motor-garage.invoice.approval_state'),
};

/**
 * A filter on any of a status's values (the job's, or its estimate's with the customer), kept in the list's filter as
 * the API takes it (`quote,scheduled`).
 */
const SetFilter = ({ source, ...props }: { source: keyof typeof FILTER_CHOICES; label: string }) => (
    <SelectArrayInput
        {...props}
        source={source}
        choices={FILTER_CHOICES[source]}
        format={(value: unknown) => (typeof value === 'string' && value ? value.split(',') : [])}
        parse={(value: string[] | null) => (value?.length ? value.join(',') : undefined)}
        sx={{ minWidth: 200 }}
    />
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
                <ReferenceName source="vehicle_id" model="motor-garage/vehicle" />
                <ReferenceName source="customer_id" model="relationship/customer" />
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
    const filters = useListFilters(resource).map(filter =>
        filter.key === 'status' || filter.key === 'approval_state' ? (
            <SetFilter key={filter.key} source={filter.key} label={`motor-garage.invoice.fields.${filter.key}`} />
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
