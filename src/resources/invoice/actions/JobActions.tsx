import DoneIcon from '@mui/icons-material/Done';
import EventIcon from '@mui/icons-material/Event';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useState, type ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';
import { JOB_ACTION_FROM, JOB_ACTION_PERMISSION, jobActionStartsFrom, type JobAction } from '../../../../common/jobs';
import { useCan } from '../../../session';
import { InvoiceDialog } from './InvoiceDialog';
import { PaymentDialog } from './PaymentDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { jobCalls, useJob, useJobAction, type Job } from './useJobAction';

/** The actions the job's status and the session's permissions allow, in the order the page shows them. */
export const useAllowedActions = (job: Pick<Job, 'status'> | undefined) => {
    const can = useCan();
    return (Object.keys(JOB_ACTION_FROM) as JobAction[]).filter(
        action => job && jobActionStartsFrom(action, job.status) && can(JOB_ACTION_PERMISSION[action]),
    );
};

type Open = 'schedule' | 'invoice' | 'payment' | null;

/** A labelled action; on a narrow screen react-admin shows its icon alone, so the label also names it for readers. */
const ActionButton = ({
    label,
    icon,
    onClick,
    disabled,
}: {
    label: string;
    icon: ReactElement;
    onClick: () => void;
    disabled?: boolean;
}) => {
    const translate = useTranslate();
    return (
        <Button label={label} aria-label={translate(label)} onClick={onClick} disabled={disabled}>
            {icon}
        </Button>
    );
};

/**
 * The job's next steps, as its status and the session's permissions allow: schedule (a dialog for the times), start
 * work, complete, invoice (a dialog showing the total, with an optional due date), record a payment (a dialog). Cancel
 * and void are kept apart, in the page's "More actions" menu (JobEndActions).
 */
export const JobActions = () => {
    const job = useJob();
    const perform = useJobAction();
    const allowed = useAllowedActions(job);
    const [open, setOpen] = useState<Open>(null);
    const [busy, setBusy] = useState(false);
    if (!job) return null;
    const close = () => setOpen(null);
    const has = (action: JobAction) => allowed.includes(action);

    const now = (action: 'start' | 'complete') => async () => {
        setBusy(true);
        try {
            await perform(action, jobCalls[action](job));
        } catch {
            // the API client has shown the failure
        } finally {
            setBusy(false);
        }
    };
    const label = (action: string) => `motor-garage.invoice.actions.${action}`;

    return (
        <>
            {has('schedule') && (
                <ActionButton label={label('schedule')} icon={<EventIcon />} onClick={() => setOpen('schedule')} />
            )}
            {has('start') && (
                <ActionButton label={label('start')} icon={<PlayArrowIcon />} onClick={now('start')} disabled={busy} />
            )}
            {has('complete') && (
                <ActionButton label={label('complete')} icon={<DoneIcon />} onClick={now('complete')} disabled={busy} />
            )}
            {has('invoice') && (
                <ActionButton label={label('invoice')} icon={<ReceiptIcon />} onClick={() => setOpen('invoice')} />
            )}
            {has('payment') && (
                <ActionButton label={label('payment')} icon={<PaymentsIcon />} onClick={() => setOpen('payment')} />
            )}

            {has('schedule') && <ScheduleDialog job={job} open={open === 'schedule'} onClose={close} />}
            {has('invoice') && <InvoiceDialog job={job} open={open === 'invoice'} onClose={close} />}
            {has('payment') && <PaymentDialog job={job} open={open === 'payment'} onClose={close} />}
        </>
    );
};
