import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EditToolbar, ResourceCreate, ResourceEdit, ResourceInputs, useDeclaredResource } from '../declared';
import { JobTotals } from './editor/JobTotals';
import { useDeletableJob, useUnlockedJob } from './JobButtons';

/** What an invoiced, paid or void job still lets change (the API refuses the rest with `invoice_locked`). */
const INVOICE_INPUTS = ['scheduled_start', 'scheduled_end', 'notes', 'internal_notes'];

const Totals = () => (
    <Box sx={{ width: '100%', maxWidth: 960, '&:empty': { display: 'none' } }}>
        <JobTotals />
    </Box>
);

/** The job's declared inputs, with the live totals on a row of their own after the discount they follow. */
const JobInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
    const form = useDeclaredResource().declaration.form ?? [];
    const afterDiscount = form.indexOf('discount_id') + 1;
    return (
        <>
            <ResourceInputs mode={mode} names={form.slice(0, afterDiscount)} />
            <Totals />
            <ResourceInputs mode={mode} names={form.slice(afterDiscount)} />
        </>
    );
};

/**
 * An invoice's edit page: its totals as invoiced, and its schedule and notes alone to change, so that a save never
 * fails on what the invoice locks.
 */
const InvoiceInputs = () => {
    const translate = useTranslate();
    return (
        <>
            <Alert severity="info" sx={{ mb: 2, maxWidth: 960 }}>
                {translate('motor-garage.invoice.locked')}
            </Alert>
            <Totals />
            <ResourceInputs mode="edit" names={INVOICE_INPUTS} />
        </>
    );
};

const JobEditInputs = () => (useUnlockedJob() ? <JobInputs mode="edit" /> : <InvoiceInputs />);

/** Delete only where the API allows it: a quote or a cancelled job. */
const JobEditToolbar = () => <EditToolbar deleteButton={useDeletableJob() ? undefined : false} />;

export const JobCreate = () => <ResourceCreate Inputs={JobInputs} />;
export const JobEdit = () => <ResourceEdit Inputs={JobEditInputs} toolbar={<JobEditToolbar />} />;
