import type { Tx } from '../../db/client';
import type { Principal } from '../../http/principal';
import type { Resource } from '../../resources/declare';
import { createRecord } from '../../resources/write';
import { lockedCustomerWithPhone } from '../../garage/customers';
import { plateKeyword, vehicleWithPlate } from '../../garage/plates';
import { customerResource } from '../customer/resource';
import { vehicleResource } from '../vehicle/resource';

type Values = Record<string, unknown>;

interface Caller {
    principal: Principal;
    workspaceId: number;
    /** finds the resource a reference field points to */
    resolve: (name: string) => Resource;
}

/** Creates a record as the resource's own create route does: its normalising, checks, unique rules and version. */
async function created(tx: Tx, resource: Resource, { principal, workspaceId, resolve }: Caller, body: Values) {
    const record = await createRecord(tx, resource, body, { principal, tenant: workspaceId, resolve });
    return record.id as number;
}

/**
 * The workspace's customer with the walk-in's phone (spacing, dashes and +852 aside; the first on file when several
 * have it), else a new one with the walk-in's name and phone. A customer needs a name: the phone or the plate stands
 * in for a walk-in who gave none. A walk-in without a phone matches nobody. A new customer's language is
 * `preferred_locale` when given (the one an online booking was made in).
 */
async function walkInCustomer(tx: Tx, caller: Caller, booking: Values) {
    const phone = String(booking.walk_in_phone ?? '');
    const found = await lockedCustomerWithPhone(tx, caller.workspaceId, phone);
    if (found) return found;
    const name = [booking.walk_in_name, phone, booking.plate].map(value => String(value ?? '').trim()).find(Boolean);
    const locale = booking.preferred_locale ? { preferred_locale: booking.preferred_locale } : {};
    return created(tx, customerResource, caller, { name: name ?? '', phone, ...locale });
}

/**
 * The workspace's vehicle with the booking's plate (as plates are compared: spaces and case aside), kept with its own
 * owner, else a new one of `customerId`; none when no plate was typed.
 */
async function walkInVehicle(tx: Tx, caller: Caller, plate: string, customerId: number) {
    if (!plateKeyword(plate)) return null;
    const found = await vehicleWithPlate(tx, caller.workspaceId, plate);
    return found ?? created(tx, vehicleResource, caller, { plate, customer_id: customerId });
}

/**
 * The customer and vehicle a booking's job is for: those it names, else the walk-in's, found in the workspace by phone
 * and plate or created. Call it in the convert's transaction.
 */
export async function bookingParties(tx: Tx, caller: Caller, booking: Values) {
    const customerId = (booking.customer_id as number | null) ?? (await walkInCustomer(tx, caller, booking));
    const vehicleId =
        (booking.vehicle_id as number | null) ??
        (await walkInVehicle(tx, caller, String(booking.plate ?? ''), customerId));
    return { customerId, vehicleId };
}
