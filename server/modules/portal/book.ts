import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { LOCALES } from '../../../common/locales';
import { SLOT_STEP_MINUTES, wallClock } from '../../../common/online-booking';
import { addDays, bookableDays, brokenRule, candidateStarts, type BookingRules } from '../../../common/opening-hours';
import type { Db, Tx } from '../../db/client';
import { bookings, workspaces } from '../../db/schema';
import { AppError, conflict, invalid } from '../../http/errors';
import { Day, Id, Moment, Text, Timestamp } from '../../http/schemas';
import type { Resource } from '../../resources/declare';
import { normalizeValues, writeRecord } from '../../resources/write';
import type { Principal } from '../../http/principal';
import { assertCapacity, lockBays } from '../booking/capacity';
import { bookingResource } from '../booking/resource';
import { bookingParties } from '../booking/walk-in';
import { writeConsent } from '../customer/write-consent';
import { phoneKey } from '../../garage/customers';
import { notify } from '../notification/notify';
import type { PermissionCatalogue } from '../permission/catalogue';
import { plateKeyword } from '../../garage/plates';
import { BookingRulesRecord } from '../workspace/booking-rules';
import { checkOnlineLimits } from './book-limits';
import { chosenServices, freeStarts } from './book-slots';
import { BookingPage, bookingNotice, bookingView, PortalGarage } from './booking-view';

export const BookPage = Type.Object(
    {
        garage: PortalGarage,
        services: Type.Array(
            Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                name_zh: Type.String({ description: "The Chinese name; '' when the garage gave none" }),
                duration_minutes: Type.Integer(),
            }),
        ),
        rules: Type.Object(
            {
                ...BookingRulesRecord,
                closed_dates: Type.Array(Type.String({ format: 'date' }), {
                    description: 'The closed dates from today to the horizon, in order',
                }),
            },
            { description: "The garage's online booking rules, on its clock (its zone is garage.timezone)" },
        ),
        days: Type.Array(Type.String({ format: 'date' }), {
            description: 'The days from today to the horizon on which some time may still be booked, in order',
        }),
    },
    { title: 'OnlineBookingPage' },
);

export const FreeSlots = Type.Object(
    {
        date: Type.String({ format: 'date' }),
        duration_minutes: Type.Integer({ description: 'How long the chosen services take together' }),
        slots: Type.Array(
            Type.Object({
                starts_at: Timestamp,
                time: Type.String({ description: "The start on the garage's clocks, HH:mm" }),
            }),
        ),
    },
    { title: 'FreeSlots' },
);

export const SlotsQuery = Type.Object({
    date: Day({ description: "The day, in the garage's zone" }),
    service_ids: Type.String({
        pattern: '^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,19}$',
        description: 'Service ids, comma-separated',
    }),
});

export const BookBody = Type.Object(
    {
        service_ids: Type.Array(Id(), { minItems: 1, maxItems: 20 }),
        starts_at: Moment({ description: 'One of the free starts GET …/slots answers' }),
        name: Text({ minLength: 1, maxLength: 120 }),
        phone: Text({ minLength: 1, maxLength: 50, description: 'Hong Kong numbers may leave out +852' }),
        plate: Text({ minLength: 1, maxLength: 20 }),
        note: Type.Optional(Text({ maxLength: 2000 })),
        locale: Type.Optional(
            Type.Enum([...LOCALES], {
                description: 'The language the customer booked in: a new customer’s preferred one',
            }),
        ),
        reminder_consent: Type.Optional(
            Type.Boolean({
                description:
                    "The customer ticked 'Send me reminders': their consent is kept as given online, now. Unticked " +
                    '(or left out), a customer on file keeps the consent they had, a new one has none',
            }),
        ),
    },
    { additionalProperties: false },
);

export const BookedAnswer = Type.Object(
    { garage: PortalGarage, booking: BookingPage.properties.booking },
    { title: 'OnlineBooking' },
);

/** The customer booking online has no account: they write a booking, and their customer and vehicle when new. */
const ONLINE_CUSTOMER: Principal = { kind: 'user', sessionId: 'online-booking', userId: 0 };

const pageNotFound = () => new AppError(404, 'booking_page_not_found', 'This garage takes no bookings online here');

/** A workspace taking bookings online: its id, zone and rules. */
export interface BookingWorkspace {
    id: number;
    timezone: string;
    rules: BookingRules;
}

/** The workspace whose online booking page `slug` is: 404 `booking_page_not_found` when none or when it is off. */
export async function bookingWorkspace(db: Db, slug: string): Promise<BookingWorkspace> {
    const [workspace] = await db
        .select({
            id: workspaces.id,
            timezone: workspaces.timezone,
            opening_hours: workspaces.openingHours,
            closed_dates: workspaces.closedDates,
            booking_notice_hours: workspaces.bookingNoticeHours,
            booking_horizon_days: workspaces.bookingHorizonDays,
        })
        .from(workspaces)
        .where(and(eq(workspaces.slug, slug), eq(workspaces.onlineBooking, true), eq(workspaces.status, 'active')));
    if (!workspace) throw pageNotFound();
    const { id, timezone, ...rules } = workspace;
    return { id, timezone, rules };
}

export const splitIds = (ids: string) => ids.split(',').map(Number);

/** What the booking page shows of the rules: the closed dates still to come within the horizon, and the days it offers. */
export function pageRules({ rules, timezone }: BookingWorkspace, now = new Date()) {
    const today = wallClock(now, timezone).day;
    const last = addDays(today, rules.booking_horizon_days);
    return {
        rules: { ...rules, closed_dates: rules.closed_dates.filter(day => day >= today && day <= last) },
        days: bookableDays(rules, timezone, now),
    };
}

/** The free starts of `date` for the services `ids`, with their time on the garage's clocks. */
export async function freeSlots(tx: Tx, workspace: BookingWorkspace, date: string, ids: number[], now = new Date()) {
    const { minutes } = await chosenServices(tx, workspace.id, ids);
    const starts = candidateStarts(workspace.rules, workspace.timezone, date, minutes, now);
    return {
        date,
        duration_minutes: minutes,
        slots: (await freeStarts(tx, workspace.id, starts, minutes)).map(start => ({
            starts_at: start.toISOString(),
            time: wallClock(start, workspace.timezone).time,
        })),
    };
}

const RULE_MESSAGES = {
    too_soon: 'This time is too soon: the garage needs more notice',
    beyond_horizon: 'This day is too far ahead to book online',
    closed: 'The garage is closed on this day',
    outside_opening_hours: 'The services would not fit in the opening hours of this day',
};

/** 400 on `starts_at` for a start the garage's rules refuse (its key says which), or one off the slots' grid. */
function checkStart({ rules, timezone }: BookingWorkspace, start: Date, minutes: number, now: Date) {
    const broken = brokenRule(rules, timezone, start, minutes, now);
    if (broken) throw invalid('starts_at', broken, RULE_MESSAGES[broken]);
    const day = wallClock(start, timezone).day;
    if (!candidateStarts(rules, timezone, day, minutes, now).some(slot => slot.getTime() === start.getTime())) {
        throw invalid(
            'starts_at',
            'invalid_value',
            `Choose a free time: every ${SLOT_STEP_MINUTES} minutes in opening hours`,
        );
    }
}

/**
 * A pending online booking (`source: online`): every rule checked before anything is written, so a refusal leaves no
 * customer, vehicle or booking behind. In order: the details and the garage's rules (400), the limits per address and
 * per phone (429, book-limits.ts), a bay free all along under the bay lock staff bookings take (409 `slot_full`).
 * Then its customer is the workspace's one with that phone, else a new one; its vehicle the one with that plate, else
 * a new one; a ticked reminder box gives the customer consent online; staff are notified (`online_booking`).
 */
export async function bookOnline(
    tx: Tx,
    workspace: BookingWorkspace,
    body: Static<typeof BookBody>,
    {
        address,
        now = new Date(),
        resolve,
        permissions,
    }: {
        address: string;
        now?: Date;
        /** finds the resource a reference field points to */
        resolve: (name: string) => Resource;
        permissions: PermissionCatalogue;
    },
): Promise<Static<typeof BookedAnswer>> {
    const workspaceId = workspace.id;
    const phone = phoneKey(body.phone);
    if (phone.replace(/\D/g, '').length < 8) {
        throw invalid('phone', 'invalid_value', 'Give a phone number the garage can call');
    }
    if (!plateKeyword(body.plate)) throw invalid('plate', 'required', "Give the car's plate");
    const { ids, minutes } = await chosenServices(tx, workspaceId, body.service_ids);
    const start = new Date(body.starts_at);
    checkStart(workspace, start, minutes, now);
    await checkOnlineLimits(tx, workspaceId, { address, phone, now });
    const range = { start, end: new Date(start.getTime() + minutes * 60_000) };
    await lockBays(tx);
    await assertCapacity(tx, workspaceId, { range, field: 'start_at' }).catch(error => {
        if (error instanceof AppError && error.key === 'no_capacity') {
            throw conflict('slot_full', 'Every bay is taken at this time: choose another', 'starts_at');
        }
        throw error;
    });

    const caller = { principal: ONLINE_CUSTOMER, workspaceId, resolve };
    const { customerId, vehicleId } = await bookingParties(tx, caller, {
        walk_in_name: body.name.trim(),
        walk_in_phone: body.phone.trim(),
        plate: body.plate,
        preferred_locale: body.locale,
    });
    if (body.reminder_consent) {
        await writeConsent(tx, { workspaceId, customerId }, { consent: true, source: 'online' });
    }
    const values = await normalizeValues(bookingResource, {
        customer_id: customerId,
        vehicle_id: vehicleId,
        service_ids: ids,
        start_at: range.start.toISOString(),
        end_at: range.end.toISOString(),
        status: 'pending',
        notes: body.note ?? '',
    });
    const booking = await writeRecord(tx, bookingResource, {
        principal: ONLINE_CUSTOMER,
        tenant: workspaceId,
        values: { ...values, source: 'online' },
        resolve,
    });
    const bookingId = booking.id as number;
    // Kept for the per-address limit only: not a field of the booking, never answered.
    await tx
        .update(bookings)
        .set({ clientAddress: address })
        .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, bookingId)));
    await notify(tx, permissions, workspaceId, {
        kind: 'online_booking',
        recordId: bookingId,
        args: await bookingNotice(tx, workspaceId, bookingId),
    });
    const { garage, booking: shown } = await bookingView(tx, workspaceId, bookingId);
    return { garage, booking: shown };
}
