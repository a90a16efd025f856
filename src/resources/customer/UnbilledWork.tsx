import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { JobStatus } from '../../../common/jobs';
import { useCan } from '../../session/permissions';
import { ShowSection } from '../declared';
import { Amount } from './Balance';

const COMPLETED: JobStatus = 'completed';
// far more finished, not yet invoiced jobs than one customer has; the sum is left out beyond them
const AT_MOST = 500;

/** The customer's completed jobs not yet invoiced: the sum of their totals (for sessions that may read jobs). */
export const UnbilledWork = () => {
    const can = useCan();
    return can('invoice:read') ? <UnbilledSum /> : null;
};

const UnbilledSum = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data, total } = useGetList(
        'motor-garage/invoice',
        {
            filter: { customer_id: record?.id, status: COMPLETED },
            pagination: { page: 1, perPage: AT_MOST },
            sort: { field: 'created_at', order: 'DESC' },
        },
        { enabled: record !== undefined },
    );
    if (!data || (total ?? 0) > data.length) return null;
    const cents = data.reduce((sum, job) => sum + Number(job.total_cents ?? 0), 0);
    return (
        <ShowSection title={translate('relationship.customer.unbilled_work')}>
            <Amount cents={cents} />
        </ShowSection>
    );
};
