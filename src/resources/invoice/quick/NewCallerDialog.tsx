import SaveIcon from '@mui/icons-material/Save';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { required, TextInput, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ActionDialog, type FormValues } from '../../../components/ActionDialog';
import type { NewCustomer } from '../../../components/search/searchOptions';
import { ZonedDateTimeInput } from '../../../inputs';
import { PhoneOnFile } from './PhoneOnFile';
import { saveQuickJob } from './quickJob';

const Part = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1, mb: 1.5 }}>
                {translate(title)}
            </Typography>
            {children}
        </>
    );
};

/**
 * A new caller's customer, car and job in one form and one save, prefilled with the phone or plate typed in the search;
 * the save lands on the new job. A phone already on file offers that customer instead.
 */
export const NewCallerDialog = ({ prefill, onClose }: { prefill: NewCustomer; onClose: () => void }) => {
    const notify = useNotify();
    const navigate = useNavigate();
    const createPath = useCreatePath();
    const submit = async (values: FormValues) => {
        const job = await saveQuickJob(values);
        notify('motor-garage.quick_job.saved', { type: 'success', messageArgs: { number: job.number } });
        navigate(createPath({ resource: 'motor-garage/invoice', type: 'show', id: job.id }));
    };
    return (
        <ActionDialog
            open
            onClose={onClose}
            title="motor-garage.quick_job.title"
            initial={() => ({ customer: { phone: prefill.phone }, vehicle: { plate: prefill.plate } })}
            onSubmit={submit}
            submitLabel="motor-garage.quick_job.save"
            submitIcon={<SaveIcon />}
            maxWidth="sm"
        >
            <Part title="motor-garage.quick_job.customer">
                <TextInput
                    source="customer.name"
                    label="relationship.customer.fields.name"
                    validate={required()}
                    autoFocus
                    fullWidth
                />
                <TextInput source="customer.phone" label="relationship.customer.fields.phone" type="tel" fullWidth />
                <PhoneOnFile onLeave={onClose} />
            </Part>
            <Part title="motor-garage.quick_job.vehicle">
                <TextInput
                    source="vehicle.plate"
                    label="motor-garage.vehicle.fields.plate"
                    validate={required()}
                    fullWidth
                />
                <TextInput source="vehicle.make" label="motor-garage.vehicle.fields.make" fullWidth />
                <TextInput source="vehicle.model" label="motor-garage.vehicle.fields.model" fullWidth />
            </Part>
            <Part title="motor-garage.quick_job.job">
                <TextInput
                    source="job.complaint"
                    label="motor-garage.invoice.fields.complaint"
                    multiline
                    minRows={2}
                    fullWidth
                />
                <ZonedDateTimeInput source="job.scheduled_start" label="motor-garage.quick_job.when" fullWidth />
            </Part>
        </ActionDialog>
    );
};
