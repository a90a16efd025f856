import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import {
    CUSTOMER_BOOKING_ACTIONS,
    customerActions,
    wallClock,
    type CustomerBookingAction,
} from '../../../common/online-booking';
import type { Tx } from '../../db/client';
import { bookings, customers, services, vehicles } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { Timestamp } from '../../http/schemas';
import { lockBays } from '../booking/capacity';
import { notify } from '../notification/notify';
import { GarageFace, garageFace, garageRow } from './garage-face';
import type { PermissionCatalogue } from '../permission/catalogue';

export const PortalGarage = GarageFace;

export const PortalService = Type.Object({
    name: Type.String(),
    name_zh: Type.String({ description: "The Chinese name; '' when the garage gave none" }),
});

const WallTime = (description: string) => Type.String({ pattern: '^\\d{2}:\\d{2}$', description });

export const BookingPage = Type.Object(
    {
        purpose: Type.Literal('booking'),
        locale: Type.String({ description: "The customer's preferred language: the page's, unless they switch" }),
        garage: PortalGarage,
        booking: Type.Object({
            start_at: Timestamp,
            end_at: Timestamp,
            day: Type.String({ format: 'date', description: "The start's day in the garage's zone" }),
            start_time: WallTime("The start on the garage's clocks"),
            end_time: WallTime("The end on the garage's clocks"),
            status: Type.String(),
            plate: Type.String(),
            services: Type.Array(PortalService),
            actions: Type.Array(Type.Enum(Object.keys(CUSTOMER_BOOKING_ACTIONS)), {
                description:
                    'What the customer may do now: confirm (while pending), cancel (while pending or confirmed)',
            }),
        }),
    },
    { title: 'BookingPage' },
);

/** The garage as a customer's page shows it. */
export const portalGarage = async (tx: Tx, workspaceId: number) => garageFace(await garageRow(tx, workspaceId));

/** Booking `bookingId` with its customer's name and language and its vehicle's plate (none: undefined). */
async function bookingWithParties(tx: Tx, workspaceId: number, bookingId: number) {
    const [row] = await tx
        .select({
            booking: bookings,
            customerName: customers.name,
            locale: customers.preferredLocale,
            vehiclePlate: vehicles.plate,
        })
        .from(bookings)
        .leftJoin(
            customers,
            and(eq(customers.workspaceId, bookings.workspaceId), eq(customers.id, bookings.customerId)),
        )
        .leftJoin(vehicles, and(eq(vehicles.workspaceId, bookings.workspaceId), eq(vehicles.id, bookings.vehicleId)))
        .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, bookingId)));
    return row;
}

/**
 * What staff are told of booking `bookingId` (the `online_booking` and `booking_cancelled_by_customer` notifications):
 * who it is for (the customer on file, else the walk-in), the plate and the start, an ISO instant.
 */
export async function bookingNotice(tx: Tx, workspaceId: number, bookingId: number) {
    const { booking, customerName, vehiclePlate } = (await bookingWithParties(tx, workspaceId, bookingId))!;
    return {
        customer_name: customerName ?? booking.walkInName,
        plate: vehiclePlate ?? booking.plate,
        starts_at: booking.startAt.toISOString(),
    };
}

/** What the customer's booking page shows of booking `bookingId`: its times, services, plate and status, nothing else. */
export async function bookingView(tx: Tx, workspaceId: number, bookingId: number): Promise<Static<typeof BookingPage>> {
    const row = await bookingWithParties(tx, workspaceId, bookingId);
    if (!row) throw notFound();
    const { booking } = row;
    const garage = await portalGarage(tx, workspaceId);
    const booked = booking.serviceIds.length
        ? await tx
              .select({ id: services.id, name: services.name, name_zh: services.nameZh })
              .from(services)
              .where(and(eq(services.workspaceId, workspaceId), inArray(services.id, booking.serviceIds)))
        : [];
    const start = wallClock(booking.startAt, garage.timezone);
    return {
        purpose: 'booking',
        locale: row.locale ?? 'zh-hk',
        garage,
        booking: {
            start_at: booking.startAt.toISOString(),
            end_at: booking.endAt.toISOString(),
            day: start.day,
            start_time: start.time,
            end_time: wallClock(booking.endAt, garage.timezone).time,
            status: booking.status,
            plate: row.vehiclePlate ?? booking.plate,
            services: booking.serviceIds.flatMap(id =>
                booked.filter(service => service.id === id).map(({ name, name_zh }) => ({ name, name_zh })),
            ),
            actions: customerActions(booking.status),
        },
    };
}

/**
 * The customer confirms or cancels their booking from its link: a new version of it; staff are told of a
 * cancellation (`booking_cancelled_by_customer`). Asking for the state it is already in changes nothing; any other
 * state is 409 `booking_closed`.
 */
export async function actOnBooking(
    tx: Tx,
    permissions: PermissionCatalogue,
    { workspaceId, bookingId }: { workspaceId: number; bookingId: number },
    action: CustomerBookingAction,
) {
    // The bay lock first, as every booking write takes it (capacity.ts), then the row.
    await lockBays(tx);
    const [current] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, bookingId)))
        .for('update');
    if (!current) throw notFound();
    const { from, to } = CUSTOMER_BOOKING_ACTIONS[action];
    if (current.status !== to) {
        if (!(from as readonly string[]).includes(current.status)) {
            throw conflict(
                'booking_closed',
                `This booking is ${current.status.replace('_', ' ')}: it can no longer be changed`,
            );
        }
        await tx
            .update(bookings)
            .set({ status: to, updatedAt: new Date(), version: sql`${bookings.version} + 1` })
            .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, bookingId)));
        if (action === 'cancel') {
            await notify(tx, permissions, workspaceId, {
                kind: 'booking_cancelled_by_customer',
                recordId: bookingId,
                args: await bookingNotice(tx, workspaceId, bookingId),
            });
        }
    }
    return bookingView(tx, workspaceId, bookingId);
}
