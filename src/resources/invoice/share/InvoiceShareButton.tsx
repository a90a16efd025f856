import { api, unwrap } from '../../../api/client';
import { useCan } from '../../../session';
import { useJob } from '../actions/useJobAction';
import { ShareLinkButton, type SharedLink } from './ShareLinkButton';

const SHAREABLE = ['invoiced', 'paid'];

/** "Share invoice link" on an invoiced or paid job, with `invoice:write`. */
export const InvoiceShareButton = () => {
    const job = useJob();
    const can = useCan();
    if (!job || !SHAREABLE.includes(job.status) || !can('invoice:write')) return null;
    return (
        <ShareLinkButton
            keys="motor-garage.invoice.share"
            share={() =>
                unwrap<SharedLink>(
                    api.POST('/api/v3/motor-garage/invoice/{id}/share', {
                        params: { path: { id: job.id } },
                        body: { purpose: 'invoice' },
                    }),
                )
            }
        />
    );
};
