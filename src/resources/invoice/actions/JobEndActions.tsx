import BlockIcon from '@mui/icons-material/Block';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { MoreActionsMenu, type MoreAction } from '../../../components/MoreActionsMenu';
import { useAllowedActions } from './JobActions';
import { jobCalls, useJob, useJobAction } from './useJobAction';

const label = (action: string) => `motor-garage.invoice.actions.${action}`;

/**
 * The ends of a job, cancel and void, in the page's "More actions" menu (never beside Record payment or Invoice), each
 * after a confirmation. An invoice with payments cannot be voided until they are removed: its item says so.
 */
export const JobEndActions = () => {
    const job = useJob();
    const perform = useJobAction();
    const allowed = useAllowedActions(job);
    const [open, setOpen] = useState<'cancel' | 'void' | null>(null);
    if (!job) return null;
    const close = () => setOpen(null);
    const actions: MoreAction[] = [];
    if (allowed.includes('cancel'))
        actions.push({ label: label('cancel'), icon: <BlockIcon />, onClick: () => setOpen('cancel') });
    if (allowed.includes('void'))
        actions.push({
            label: label('void'),
            icon: <RemoveCircleOutlineIcon />,
            onClick: () => setOpen('void'),
            unavailable: (job.payments ?? []).length > 0 ? label('void_has_payments') : undefined,
        });

    return (
        <>
            <MoreActionsMenu actions={actions} />
            <ConfirmAction
                open={open === 'cancel'}
                onClose={close}
                title="motor-garage.invoice.cancel_confirm.title"
                content="motor-garage.invoice.cancel_confirm.content"
                messageArgs={{ number: job.number }}
                cancel="motor-garage.invoice.cancel_confirm.keep"
                confirm={label('cancel')}
                onConfirm={() => perform('cancel', jobCalls.cancel(job))}
            />
            <ConfirmAction
                open={open === 'void'}
                onClose={close}
                title="motor-garage.invoice.void_confirm.title"
                content="motor-garage.invoice.void_confirm.content"
                messageArgs={{ number: job.invoice_number ?? job.number }}
                confirm={label('void')}
                onConfirm={() => perform('void', jobCalls.void(job))}
            />
        </>
    );
};
