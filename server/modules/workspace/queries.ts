import type { PaymentMethod } from '../../../common/jobs';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uniqueConflict, type UniqueIndexes } from '../../resources/unique';
import { assertCurrent, type VersionCondition } from '../../resources/versions';
import { workspaces, workspaceUsers } from '../../db/schema';
import type { ListParams } from '../../http/schemas';
import { likePattern } from '../../http/reply';
import type { WeekHours } from '../../../common/online-booking';
import { toWorkspaceUser } from './schemas';

export const MEMBERSHIP_SORTABLE = ['name', 'created_at', 'role'] as const;

const sortColumns = {
    name: sql`lower(${workspaces.name})`,
    created_at: workspaces.createdAt,
    role: workspaceUsers.role,
};

export async function listMemberships(db: Db, userId: number, query: ListParams) {
    const filters: SQL[] = [eq(workspaceUsers.userId, userId)];
    if (query.keyword) filters.push(ilike(workspaces.name, likePattern(query.keyword)));
    const where = and(...filters);
    const direction = query.asc ? asc : desc;
    const column = sortColumns[(query.field ?? 'name') as keyof typeof sortColumns];

    const [rows, [{ total }]] = await Promise.all([
        db
            .select()
            .from(workspaceUsers)
            .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
            .where(where)
            .orderBy(direction(column), direction(workspaces.id))
            .limit(query.size)
            .offset((query.page - 1) * query.size),
        db
            .select({ total: count() })
            .from(workspaceUsers)
            .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
            .where(where),
    ]);
    return { rows: rows.map(row => toWorkspaceUser(row.workspace_users, row.workspaces)), total };
}

export async function findMembership(db: Db, userId: number, workspaceId: number) {
    const [row] = await db
        .select()
        .from(workspaceUsers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
        .where(and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.workspaceId, workspaceId)));
    return row ? { membership: row.workspace_users, workspace: row.workspaces } : null;
}

export async function createWorkspace(db: Db, ownerId: number, values: { name: string; avatar?: string | null }) {
    return db.transaction(async tx => {
        const [workspace] = await tx
            .insert(workspaces)
            .values({ name: values.name.trim(), avatar: values.avatar ?? null })
            .returning();
        await tx.insert(workspaceUsers).values({ workspaceId: workspace.id, userId: ownerId, role: 'owner' });
        return workspace;
    });
}

export interface WorkspaceChanges {
    name: string;
    avatar?: string | null;
    address?: string;
    phone?: string;
    email?: string;
    business_registration_no?: string;
    currency?: string;
    tax_rate_bp?: number;
    timezone?: string;
    bays?: number;
    invoice_footer?: string;
    invoice_footer_zh?: string;
    fps_id?: string;
    whatsapp?: string;
    payment_methods?: PaymentMethod[];
    slug?: string | null;
    online_booking?: boolean;
    opening_hours?: WeekHours;
    closed_dates?: string[];
    booking_notice_hours?: number;
    booking_horizon_days?: number;
}

/** The unique index a taken slug runs into. */
const UNIQUE: UniqueIndexes = {
    workspaces_slug_key: { field: 'slug', error: 'slug_taken', message: 'Another garage has this address' },
};

/** Writes the profile over the workspace, a new version of it; from another version than `condition`'s: 409 `stale`. */
export async function updateWorkspace(db: Db, id: number, changes: WorkspaceChanges, condition?: VersionCondition) {
    return db
        .transaction(async tx => {
            const [current] = await tx
                .select({ version: workspaces.version })
                .from(workspaces)
                .where(eq(workspaces.id, id))
                .for('update');
            assertCurrent(condition, current?.version);
            return writeProfile(tx, id, changes);
        })
        .catch(error => {
            throw uniqueConflict(error, UNIQUE) ?? error;
        });
}

async function writeProfile(db: Tx, id: number, changes: WorkspaceChanges) {
    const [workspace] = await db
        .update(workspaces)
        .set({
            name: changes.name,
            avatar: changes.avatar,
            address: changes.address,
            phone: changes.phone,
            email: changes.email,
            businessRegistrationNo: changes.business_registration_no,
            currency: changes.currency,
            taxRateBp: changes.tax_rate_bp,
            timezone: changes.timezone,
            bays: changes.bays,
            invoiceFooter: changes.invoice_footer,
            invoiceFooterZh: changes.invoice_footer_zh,
            fpsId: changes.fps_id,
            whatsapp: changes.whatsapp,
            paymentMethods: changes.payment_methods,
            slug: changes.slug,
            onlineBooking: changes.online_booking,
            openingHours: changes.opening_hours,
            closedDates: changes.closed_dates,
            bookingNoticeHours: changes.booking_notice_hours,
            bookingHorizonDays: changes.booking_horizon_days,
            updatedAt: new Date(),
            version: sql`${workspaces.version} + 1`,
        })
        .where(eq(workspaces.id, id))
        .returning();
    return workspace;
}
