import { api, unwrap } from '../../../api/client';
import type { paths } from '../../../api/schema';
import type { FormValues } from '../../../components/ActionDialog';

const QUICK = '/api/v3/motor-garage/invoice/quick';
export type QuickJobBody = NonNullable<paths[typeof QUICK]['post']['requestBody']>['content']['application/json'];
type QuickJob = paths[typeof QUICK]['post']['responses'][201]['content']['application/json']['data'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const part = (values: FormValues, name: string) => (values[name] ?? {}) as FormValues;

/** The form's values as the quick save takes them: texts trimmed, an empty phone or time left out. */
export function quickJobBody(values: FormValues): QuickJobBody {
    const [customer, vehicle, job] = ['customer', 'vehicle', 'job'].map(name => part(values, name));
    const phone = text(customer.phone);
    return {
        customer: { name: text(customer.name), ...(phone ? { phone } : {}) },
        vehicle: { plate: text(vehicle.plate), make: text(vehicle.make), model: text(vehicle.model) },
        job: {
            complaint: text(job.complaint),
            ...(typeof job.scheduled_start === 'string' ? { scheduled_start: job.scheduled_start } : {}),
        },
    };
}

/** One call makes the customer, car and job (all or nothing); rejects with ApiError (already toasted). */
export const saveQuickJob = (values: FormValues) => unwrap<QuickJob>(api.POST(QUICK, { body: quickJobBody(values) }));
