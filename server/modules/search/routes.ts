import { Type } from 'typebox';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Nullable, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath } from '../../resources/declare';
import { JOB_STATUSES } from '../../../common/jobs';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../common/search';
import { customerResource } from '../customer/resource';
import { jobResource } from '../job/resource';
import { vehicleResource } from '../vehicle/resource';
import { newCallerOf, QUICK_JOB_PERMISSIONS, type NewCaller } from '../../garage/new-caller';
import { customerWithPhone } from '../../garage/customers';
import { vehicleWithPlate } from '../../garage/plates';
import type { Tx } from '../../db/client';
import { SEARCH_CAP, searchCustomers, searchJobs, searchVehicles } from './queries';

/** A customer with the caller's phone, or a vehicle with their plate, is already on file. */
const onFile = async (tx: Tx, workspaceId: number, { phone, plate }: NewCaller) =>
    phone
        ? (await customerWithPhone(tx, workspaceId, phone)) !== null
        : (await vehicleWithPlate(tx, workspaceId, plate)) !== null;

const path = resourcePath({ scope: 'workspace', name: 'motor-garage/search' });

const SearchQuery = Type.Object({
    q: Type.String({
        maxLength: SEARCH_MAX_LENGTH,
        description: `What was typed: a name, a phone number, a plate, a VIN, a job or invoice number. Under ${SEARCH_MIN_LENGTH} characters (trimmed) finds nothing`,
    }),
});

const Group = <T extends Parameters<typeof Type.Object>[0]>(properties: T, title: string, what: string) =>
    Type.Optional(
        Type.Array(Type.Object({ id: Type.Integer(), ...properties }, { title }), {
            maxItems: SEARCH_CAP,
            description: `${what}, at most ${SEARCH_CAP}: exact matches first, then those starting with it, then the rest. Absent without the permission to read them`,
        }),
    );

const SearchResult = Type.Object(
    {
        customers: Group(
            { name: Type.String(), phone: Type.String() },
            'SearchCustomer',
            'Customers whose name or phone (spacing and +852 ignored) contains it (customer:read)',
        ),
        vehicles: Group(
            {
                plate: Type.String(),
                make: Type.String(),
                model: Type.String(),
                customer_name: Nullable(Type.String({ description: "The owner's name" })),
            },
            'SearchVehicle',
            'Vehicles whose plate (typed loosely) or VIN contains it (vehicle:read)',
        ),
        jobs: Group(
            {
                number: Type.String(),
                invoice_number: Nullable(Type.String()),
                status: Type.Enum([...JOB_STATUSES], { 'x-enum-namespace': 'motor-garage.invoice.status' }),
                customer_name: Nullable(Type.String()),
            },
            'SearchJob',
            'Jobs whose job or invoice number contains it, newest first among equals (invoice:read)',
        ),
        new_customer: Type.Optional(
            Type.Object(
                {
                    phone: Type.String({ description: 'The phone as typed (single spaces), or empty' }),
                    plate: Type.String({ description: 'The plate as filed (`AB 1234`), or empty' }),
                },
                {
                    title: 'SearchNewCustomer',
                    description:
                        'What was typed reads as a phone (8 digits, or 8 to 15 with a country code) or a plate (one or two letters, ' +
                        'then one to four digits) that no customer or vehicle of the workspace has: the new caller ' +
                        "quick form's prefill (POST …/invoice/quick). Absent otherwise, and without customer:write, " +
                        'vehicle:write and invoice:write',
                },
            ),
        ),
    },
    { title: 'SearchResult' },
);

/** One box finding customers, vehicles and jobs at once, each group only for a session that may read it. */
export default async function searchRoutes(app: App) {
    app.get(
        path,
        {
            config: { auth: 'workspace' },
            schema: {
                operationId: 'search',
                tags: ['motor-garage/search'],
                security: bearer,
                querystring: SearchQuery,
                summary: 'Customers, vehicles and jobs matching what was typed, grouped by kind',
                response: responses({ 200: Ok(SearchResult) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const permissions = await app.permissionsOf(request);
            const may = (resource: { permission?: string }) => permissions.has(`${resource.permission}:read`);
            const q = request.query.q.trim();
            const groups = {
                customers: may(customerResource) ? searchCustomers : null,
                vehicles: may(vehicleResource) ? searchVehicles : null,
                jobs: may(jobResource) ? searchJobs : null,
            };
            const tooShort = [...q].length < SEARCH_MIN_LENGTH;
            const newCaller = QUICK_JOB_PERMISSIONS.every(permission => permissions.has(permission))
                ? newCallerOf(q)
                : null;
            const found = await app.replicaReads.read(db =>
                withTenant(db, workspaceId, async tx => {
                    const answer: Record<string, unknown> = {};
                    for (const [group, search] of Object.entries(groups))
                        if (search) answer[group] = tooShort ? [] : await search(tx, workspaceId, q);
                    if (newCaller && !(await onFile(tx, workspaceId, newCaller))) answer.new_customer = newCaller;
                    return answer;
                }),
            );
            return ok(request, found);
        },
    );
}
