import { eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { clickToChatUrl } from '../../../common/phone';
import { PAYMENT_METHODS } from '../../../common/jobs';
import type { Tx } from '../../db/client';
import { workspaces } from '../../db/schema';
import { Nullable } from '../../http/schemas';

/** Where the garage's logo is served to its customers (GET, no token): only a workspace's own logo answers. */
export const GARAGE_LOGO_PATH = '/public/v3/garage-logo/{uuid}';

/** The garage as every customer page and e-mail shows it: its name, logo and the ways to reach it. */
export const GarageFace = Type.Object({
    name: Type.String(),
    logo_url: Nullable(Type.String({ description: "The garage's logo (a path on this server); null: it has none" })),
    address: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    whatsapp_url: Nullable(
        Type.String({ description: "WhatsApp click-to-chat with the garage's WhatsApp number; null: it gave none" }),
    ),
    payment_methods: Type.Array(Type.Enum([...PAYMENT_METHODS]), {
        description: 'The ways the garage takes payment, in the order the garage listed them',
    }),
    timezone: Type.String({ description: "The zone the page's days and times are in" }),
});
export type GarageFace = Static<typeof GarageFace>;

type WorkspaceRow = typeof workspaces.$inferSelect;

export const garageFace = (garage: WorkspaceRow): GarageFace => ({
    name: garage.name,
    logo_url: garage.avatar ? GARAGE_LOGO_PATH.replace('{uuid}', garage.avatar) : null,
    address: garage.address,
    phone: garage.phone,
    email: garage.email,
    whatsapp_url: garage.whatsapp ? clickToChatUrl(garage.whatsapp) : null,
    payment_methods: garage.paymentMethods.filter(method => PAYMENT_METHODS.includes(method)),
    timezone: garage.timezone,
});

/** Workspace `workspaceId`'s row, for its face and whatever else the page shows of it. */
export async function garageRow(tx: Tx, workspaceId: number) {
    const [garage] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    return garage;
}
