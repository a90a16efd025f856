import { and, count, eq, gt, min, or, sql } from 'drizzle-orm';
import { ONLINE_BOOKINGS_PER_ADDRESS_HOUR, PENDING_ONLINE_BOOKINGS_PER_PHONE } from '../../../common/online-booking';
import type { Tx } from '../../db/client';
import { bookings, customers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { customerPhoneIs, HOME_CALLING_CODE } from '../../garage/customers';

const HOUR_MS = 3_600_000;

/** A pending booking leaves the phone's count when the garage confirms it or it is cancelled: no set time. */
const PHONE_RETRY_AFTER_SECONDS = 3600;

const rateLimited = (seconds: number, message: string) =>
    new AppError(429, 'rate_limited', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/** Holds `key` until the transaction ends: requests for the same key check and book one after another. */
const holdLock = (tx: Tx, key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

/** A walk-in phone in `phoneKey`'s form: its digits and plus sign, without the home calling code. */
const walkInPhoneKey = sql`regexp_replace(regexp_replace(${bookings.walkInPhone}, '[^0-9+]', '', 'g'), ${HOME_CALLING_CODE.source}, '')`;

/**
 * The online booking page's limits, counted from the bookings themselves so that they hold across
 * servers: at most ONLINE_BOOKINGS_PER_ADDRESS_HOUR bookings an hour from one client address, and at most
 * PENDING_ONLINE_BOOKINGS_PER_PHONE online bookings still pending for one phone (the customer's or a walk-in's, as
 * `phoneKey` reads it). Past either: 429 `rate_limited` with `Retry-After`. Takes a transaction-level lock on the
 * workspace's address, then its phone, kept until the booking is written, so parallel requests cannot overshoot.
 */
export async function checkOnlineLimits(
    tx: Tx,
    workspaceId: number,
    { address, phone, now }: { address: string; phone: string; now: Date },
) {
    await holdLock(tx, `online-booking-address:${workspaceId}:${address}`);
    await holdLock(tx, `online-booking-phone:${workspaceId}:${phone}`);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [fromAddress] = await tx
        .select({ made: count(), oldest: min(bookings.createdAt) })
        .from(bookings)
        .where(
            and(
                eq(bookings.workspaceId, workspaceId),
                eq(bookings.clientAddress, address),
                gt(bookings.createdAt, hourAgo),
            ),
        );
    if (fromAddress.made >= ONLINE_BOOKINGS_PER_ADDRESS_HOUR) {
        const freed = new Date(fromAddress.oldest!).getTime() + HOUR_MS - now.getTime();
        throw rateLimited(freed / 1000, 'Too many bookings from this address: try again later');
    }
    const customersWithPhone = sql`ARRAY(SELECT ${customers.id} FROM ${customers}
        WHERE ${customers.workspaceId} = ${workspaceId} AND ${customerPhoneIs(phone)})`;
    const [forPhone] = await tx
        .select({ pending: count() })
        .from(bookings)
        .where(
            and(
                eq(bookings.workspaceId, workspaceId),
                eq(bookings.source, 'online'),
                eq(bookings.status, 'pending'),
                or(sql`${bookings.customerId} = ANY(${customersWithPhone})`, sql`${walkInPhoneKey} = ${phone}`),
            ),
        );
    if (forPhone.pending >= PENDING_ONLINE_BOOKINGS_PER_PHONE) {
        throw rateLimited(
            PHONE_RETRY_AFTER_SECONDS,
            'This phone number already has bookings waiting for the garage to confirm them',
        );
    }
}
