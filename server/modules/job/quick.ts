import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { AppError, conflict, forbidden } from '../../http/errors';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath, type Resource } from '../../resources/declare';
import { withDetail } from '../../resources/routes';
import { detailSchema } from '../../resources/schemas';
import { uniqueConflict } from '../../resources/unique';
import { createRecord } from '../../resources/write';
import { lockedCustomerWithPhone } from '../../garage/customers';
import { customerResource } from '../customer/resource';
import { vehicleResource } from '../vehicle/resource';
import { QUICK_JOB_PERMISSIONS } from '../../garage/new-caller';
import { QuickJobBody, type QuickJob } from './quick-schemas';
import { jobResource } from './resource';

/**
 * Runs one part's write; its refusal names the part's field (`vehicle.plate`), as the body's own validation does.
 * A unique index's refusal is answered here, with the field it guards, before the transaction is rolled back.
 */
async function inPart<T>(part: keyof QuickJob, resource: Resource, write: () => Promise<T>): Promise<T> {
    try {
        return await write();
    } catch (error) {
        const refusal = error instanceof AppError ? error : uniqueConflict(error, resource.unique ?? {});
        if (!refusal?.details) throw refusal ?? error;
        const details = refusal.details.map(detail => ({ ...detail, field: `${part}.${detail.field}` }));
        throw new AppError(refusal.statusCode, refusal.key, refusal.message, details, refusal.headers, refusal.extra);
    }
}

/**
 * `POST …/invoice/quick`: a new caller's customer, car and job in one transaction, all or nothing, each written as
 * its own create route writes it (the same validation, normalising and rules). A phone already on file is 409
 * `phone_taken`: staff use that customer instead.
 */
export default async function quickJobRoutes(app: App, { resolve }: { resolve: (name: string) => Resource }) {
    app.post(
        `${resourcePath(jobResource)}/quick`,
        {
            config: { auth: 'workspace', permission: 'invoice:write' },
            schema: {
                operationId: 'createQuickJob',
                summary: "A new caller's customer, car and job in one save",
                description:
                    'Creates the customer, their vehicle and a job (a quote) for them in one transaction: a refusal of ' +
                    'any part creates nothing and names its field (`customer.phone`, `vehicle.plate`…). Needs ' +
                    `${QUICK_JOB_PERMISSIONS.join(', ')}. A customer already on file with the phone (spacing, dashes ` +
                    'and +852 aside) is 409 phone_taken; a plate already on file 409 plate_taken.',
                tags: [jobResource.name],
                security: bearer,
                body: QuickJobBody,
                response: responses({ 201: Ok(detailSchema(jobResource)) }),
            },
        },
        async (request, reply) => {
            const principal = requirePrincipal(request, 'workspace');
            const permissions = await app.permissionsOf(request);
            if (!QUICK_JOB_PERMISSIONS.every(permission => permissions.has(permission))) throw forbidden();
            const { workspaceId } = principal;
            const { customer, vehicle, job } = request.body as QuickJob;
            const writer = { principal, tenant: workspaceId, resolve, origin: app.publicOrigin(request), app };
            const created = await withTenant(app.db, workspaceId, async tx => {
                if (await lockedCustomerWithPhone(tx, workspaceId, String(customer.phone ?? '')))
                    throw conflict('phone_taken', 'A customer already has this phone', 'customer.phone');
                const { id: customerId } = await inPart('customer', customerResource, () =>
                    createRecord(tx, customerResource, customer, writer),
                );
                const { id: vehicleId } = await inPart('vehicle', vehicleResource, () =>
                    createRecord(tx, vehicleResource, { ...vehicle, customer_id: customerId }, writer),
                );
                return inPart('job', jobResource, () =>
                    createRecord(tx, jobResource, { ...job, customer_id: customerId, vehicle_id: vehicleId }, writer),
                );
            });
            return reply.status(201).send(ok(request, await withDetail(app.db, jobResource, created, workspaceId)));
        },
    );
}
