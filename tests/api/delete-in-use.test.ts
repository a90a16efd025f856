import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();

/** A delete the API refuses: 409 in_use, and the declared resource whose records it names as still holding one. */
const refusal = async (resource: string, id: number) => {
    const answer = await call(suite.t.app, 'DELETE', `/api/v3/${resource}/${id}`, { token: suite.g.owner });
    expectError(answer, 409, 'in_use');
    return answer.body.details;
};

describe('a refused delete names what still holds the record', () => {
    it("a customer's vehicles (a delete guard)", async () => {
        const { t, g } = suite;
        const customer = await create(t, g.owner, 'relationship/customer', { name: 'Has a car' });
        await create(t, g.owner, 'motor-garage/vehicle', { plate: 'HOLD 1', customer_id: customer.id });
        expect(await refusal('relationship/customer', customer.id)).toEqual([
            { field: 'id', error: 'in_use', resource: 'motor-garage/vehicle' },
        ]);
    });

    it("a job line's service: the job its lines belong to (a foreign key)", async () => {
        const { t, g } = suite;
        const service = await create(t, g.owner, 'motor-garage/service', { code: 'HOLD', name: 'Held' });
        await create(t, g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'service', service_id: service.id, quantity_milli: 1000 }],
        });
        expect(await refusal('motor-garage/service', service.id)).toEqual([
            { field: 'id', error: 'in_use', resource: 'motor-garage/invoice' },
        ]);
    });

    it("a customer's job, when no vehicle holds it (a foreign key on the resource's own table)", async () => {
        const { t, g } = suite;
        const customer = await create(t, g.owner, 'relationship/customer', { name: 'Has a job' });
        await create(t, g.owner, 'motor-garage/invoice', { customer_id: customer.id, lines: [] });
        expect(await refusal('relationship/customer', customer.id)).toEqual([
            { field: 'id', error: 'in_use', resource: 'motor-garage/invoice' },
        ]);
    });
});
