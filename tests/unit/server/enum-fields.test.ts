import { describe, expect, it } from 'vitest';
import { vehicles } from '../../../server/db/schema';
import { field } from '../../../server/resources/fields';

describe('field.enum', () => {
    it("takes its values from the column (its default comes as every field's: see field-defaults.test.ts)", () => {
        const fuel = field.enum(vehicles.fuel, 'motor-garage.vehicle.fuel');
        expect(fuel.schema).toMatchObject({
            enum: ['petrol', 'diesel', 'hybrid', 'electric', 'lpg'],
            'x-enum-namespace': 'motor-garage.vehicle.fuel',
        });
        expect(fuel.input).toMatchObject({ enum: vehicles.fuel.enumValues });
    });

    it('refuses a column that declares no values, naming it', () => {
        expect(() => field.enum(vehicles.make, 'motor-garage.vehicle.make')).toThrow(
            'Column make declares no enum values',
        );
    });
});
