import EventIcon from '@mui/icons-material/Event';
import { required } from 'react-admin';
import { ZonedDateTimeInput } from '../../../inputs';
import { ActionDialog, type FormValues } from '../../../components/ActionDialog';
import { jobCalls, useJobAction, type Job } from './useJobAction';

/** The end, when given, comes after the start (the server says the same: `before_start`). */
const endAfterStart = (end: string | null, values: FormValues) =>
    end && values.scheduled_start && new Date(end) <= new Date(values.scheduled_start as string)
        ? 'motor-garage.invoice.schedule_dialog.end_before_start'
        : undefined;

/** Schedules a quote: its start (required) and end, prefilled with the job's. */
export const ScheduleDialog = ({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) => {
    const perform = useJobAction();
    const submit = (values: FormValues) => {
        const at = (name: string) => (values[name] as string | null | undefined) ?? null;
        const body = { scheduled_start: at('scheduled_start'), scheduled_end: at('scheduled_end') };
        return perform('schedule', jobCalls.schedule(job, body));
    };
    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title="motor-garage.invoice.schedule_dialog.title"
            titleArgs={{ number: job.number }}
            initial={() => ({ scheduled_start: job.scheduled_start, scheduled_end: job.scheduled_end })}
            onSubmit={submit}
            submitLabel="motor-garage.invoice.actions.schedule"
            submitIcon={<EventIcon />}
        >
            <ZonedDateTimeInput
                source="scheduled_start"
                label="motor-garage.invoice.fields.scheduled_start"
                validate={required()}
                fullWidth
            />
            <ZonedDateTimeInput
                source="scheduled_end"
                label="motor-garage.invoice.fields.scheduled_end"
                validate={endAfterStart}
                fullWidth
            />
        </ActionDialog>
    );
};
