import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Typography } from '@mui/material';
import { required, useNotify, useTranslate, type Validator } from 'react-admin';
import { api, unwrap } from '../../api/client';
import { resourceModels } from '../../api/resources.gen';
import type { paths } from '../../api/schema';
import { ZonedDateTimeInput } from '../../inputs';
import { FieldInput } from '../declared';
import type { ResourceModel } from '../declared/model';
import { toPayload } from '../declared/payload';
import { ActionDialog, type FormValues } from '../../components/ActionDialog';
import { CustomerPicker, VehiclePicker } from '../../inputs/pickers';
import { BOOKING, type BookingRow } from './model';

type NewBooking = NonNullable<
    paths['/api/v3/motor-garage/booking']['post']['requestBody']
>['content']['application/json'];

const model = resourceModels[BOOKING] as ResourceModel;
const field = (name: string) => model.fields.find(candidate => candidate.name === name)!;
const endAfterStart: Validator = (end: string | null, values: FormValues) =>
    end && values.start_at && Date.parse(end) <= Date.parse(values.start_at as string)
        ? 'error.detail.before_start'
        : undefined;

export interface NewBookingDialogProps {
    /** the selected slot; null: closed */
    slot: { start: Date; end: Date } | null;
    zone: string;
    onClose: () => void;
    onCreated: (booking: BookingRow) => void;
}

/**
 * A booking in the slot selected on the calendar: a customer on file (or a walk-in's name and phone), a vehicle (or a
 * plate), services, the times (prefilled, in the workspace's zone) and notes. When no bay is free the dialog stays
 * open under the toast, so another time can be chosen.
 */
export const NewBookingDialog = ({ slot, zone, onClose, onCreated }: NewBookingDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const submit = async (values: FormValues) => {
        const body = toPayload(model, 'create')(values) as NewBooking;
        const booking = await unwrap<BookingRow>(api.POST('/api/v3/motor-garage/booking', { body }));
        notify('motor-garage.calendar.new_booking.done', { type: 'success' });
        onCreated(booking);
    };
    const inputs = { resource: BOOKING, mode: 'create' as const };
    return (
        <ActionDialog
            open={slot !== null}
            onClose={onClose}
            title="motor-garage.calendar.new_booking.title"
            initial={() => ({
                start_at: slot?.start.toISOString() ?? null,
                end_at: slot?.end.toISOString() ?? null,
                service_ids: [],
            })}
            onSubmit={submit}
            submitLabel="motor-garage.calendar.new_booking.submit"
            submitIcon={<EventAvailableIcon />}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('motor-garage.calendar.new_booking.hint')}
            </Typography>
            <CustomerPicker {...inputs} field={field('customer_id')} />
            <FieldInput {...inputs} field={field('walk_in_name')} />
            <FieldInput {...inputs} field={field('walk_in_phone')} />
            <VehiclePicker {...inputs} field={field('vehicle_id')} />
            <FieldInput {...inputs} field={field('plate')} />
            <FieldInput {...inputs} field={field('service_ids')} />
            {/* the zone is said once, under both */}
            <ZonedDateTimeInput
                source="start_at"
                label="motor-garage.booking.fields.start_at"
                validate={required()}
                helperText={false}
                fullWidth
            />
            <ZonedDateTimeInput
                source="end_at"
                label="motor-garage.booking.fields.end_at"
                validate={[required(), endAfterStart]}
                helperText={false}
                fullWidth
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('common.time_zone', { zone })}
            </Typography>
            <FieldInput {...inputs} field={field('notes')} />
        </ActionDialog>
    );
};
