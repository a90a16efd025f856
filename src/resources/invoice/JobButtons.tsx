import { EditButton, useRecordContext } from 'react-admin';
import { isDeletableJob, isLockedJob } from '../../../common/jobs';

/** Whether the current job's lines, customer and vehicle may still change; false until it has loaded. */
export const useUnlockedJob = () => {
    const job = useRecordContext();
    return Boolean(job && !isLockedJob(String(job.status)));
};

/** Whether the current job may be deleted (a quote or a cancelled job); false until it has loaded. */
export const useDeletableJob = () => {
    const job = useRecordContext();
    return Boolean(job && isDeletableJob(String(job.status)));
};

/**
 * A job's edit button: Edit while it is open; once invoiced, paid or void, "Edit notes" (its edit page then offers
 * only what an invoice still lets change).
 */
export const JobEditButton = () => {
    const job = useRecordContext();
    if (!job) return null;
    return isLockedJob(String(job.status)) ? <EditButton label="motor-garage.invoice.edit_notes" /> : <EditButton />;
};

/** A list row's edit button: only for a job whose edit page can change its work (an invoice is opened instead). */
export const JobRowEditButton = () => (useUnlockedJob() ? <EditButton /> : null);
