import { OPEN_JOB_STATUSES } from '../../../../common/jobs';
import { api, unwrap } from '../../../api/client';
import { useCan } from '../../../session';
import { useJob, type Job } from '../actions/useJobAction';
import { ShareLinkButton, type SharedLink } from './ShareLinkButton';

type Purpose = 'invoice' | 'estimate';

/** Whether a job is offered as each: an invoice once invoiced; an estimate with lines while open (then its invoice). */
const SHAREABLE: Record<Purpose, (job: Job) => boolean> = {
    invoice: job => ['invoiced', 'paid'].includes(job.status),
    estimate: job => OPEN_JOB_STATUSES.includes(job.status) && (job.lines?.length ?? 0) > 0,
};

/**
 * "Share invoice link" on an invoiced or paid job, "Share estimate link" on an open one with lines to approve, with
 * `invoice:write`.
 */
export const InvoiceShareButton = ({ purpose = 'invoice' }: { purpose?: Purpose }) => {
    const job = useJob();
    const can = useCan();
    if (!job || !SHAREABLE[purpose](job) || !can('invoice:write')) return null;
    return (
        <ShareLinkButton
            keys={`motor-garage.invoice.share.${purpose}`}
            share={() =>
                unwrap<SharedLink>(
                    api.POST('/api/v3/motor-garage/invoice/{id}/share', {
                        params: { path: { id: job.id } },
                        body: { purpose },
                    }),
                )
            }
        />
    );
};
