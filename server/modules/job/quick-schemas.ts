import { Type, type TSchema } from 'typebox';
import type { Resource } from '../../resources/declare';
import { bodySchema } from '../../resources/schemas';
import { customerResource } from '../customer/resource';
import { vehicleResource } from '../vehicle/resource';
import { jobResource } from './resource';

/** Some fields of a resource's create body, validated exactly as its own create route validates them. */
function createFields(resource: Resource, names: string[], title: string, description: string) {
    const { properties } = bodySchema(resource, 'create') as unknown as { properties: Record<string, TSchema> };
    return Type.Object(Object.fromEntries(names.map(name => [name, properties[name]])), {
        additionalProperties: false,
        title,
        description,
    });
}

export const QuickJobBody = Type.Object(
    {
        customer: createFields(customerResource, ['name', 'phone'], 'QuickJobCustomer', 'The new customer'),
        vehicle: createFields(vehicleResource, ['plate', 'make', 'model'], 'QuickJobVehicle', 'Their car'),
        job: createFields(
            jobResource,
            ['complaint', 'scheduled_start', 'scheduled_end'],
            'QuickJobJob',
            'What the customer says, and when the job is (optional)',
        ),
    },
    { additionalProperties: false, title: 'QuickJobCreate' },
);

export interface QuickJob {
    customer: Record<string, unknown>;
    vehicle: Record<string, unknown>;
    job: Record<string, unknown>;
}
