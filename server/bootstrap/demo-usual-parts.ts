import { eq } from 'drizzle-orm';
import { products, services, serviceUsualParts } from '../db/schema';
import type { DemoStep } from './demo-step';

/** Service code, part SKU, quantity, and the make (and model) it is for; none: every car. */
export type UsualPartRow = [service: string, sku: string, quantity: number, make?: string, model?: string];

/** The demo garage's usual parts: what its brake jobs, oil services and the rest bill besides the labour. */
export const USUAL_PARTS: UsualPartRow[] = [
    ['SVC-OIL', 'OIL-5W30-4L', 1, 'Toyota'],
    ['SVC-OIL', 'FLT-OIL-TOY-90915', 1, 'Toyota'],
    ['SVC-OIL', 'OIL-0W20-4L', 1, 'Honda'],
    ['SVC-OIL', 'FLT-OIL-HON-15400', 1, 'Honda'],
    ['SVC-OIL', 'OIL-5W40-BULK', 6.5, 'Mercedes-Benz'],
    ['SVC-OIL', 'FLT-OIL-MB-A274', 1, 'Mercedes-Benz'],
    ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP', 1, 'Toyota', 'Alphard'],
    ['SVC-BRAKE-F', 'BRK-PAD-F-TOY-ALP', 1, 'Toyota', 'Vellfire'],
    ['SVC-BRAKE-F', 'BRK-PAD-F-HON-JAZZ', 1, 'Honda', 'Jazz'],
    ['SVC-BRAKE-F', 'BRK-PAD-F-HON-JAZZ', 1, 'Honda', 'Freed'],
    ['SVC-BRAKE-F', 'BRK-PAD-F-TESLA3', 1, 'Tesla', 'Model 3'],
    ['SVC-BRAKE-F', 'BRK-PAD-F-TESLA3', 1, 'Tesla', 'Model Y'],
    ['SVC-BRAKE-DISC', 'BRK-DSC-F-CROWN', 2, 'Toyota', 'Crown Comfort'],
    ['SVC-BRAKE-DISC', 'BRK-DSC-F-HINO300', 2, 'Hino', '300'],
    ['SVC-BRAKE-FLUID', 'BRK-DOT4-500', 2],
    ['SVC-AC-REGAS', 'AC-R134A', 0.6],
    ['SVC-AC-REGAS', 'AC-R1234YF', 0.5, 'Tesla'],
    ['SVC-AC-CLEAN', 'FLT-CAB-DENSO', 1],
    ['SVC-LPG-SERVICE', 'LPG-FLT-TAXI', 1],
];

/** Declares the demo garage's usual parts on its services (after its parts and services are in). */
export const seedUsualParts: DemoStep = async (tx, { workspaceId }) => {
    const serviceIds = new Map(
        (
            await tx
                .select({ code: services.code, id: services.id })
                .from(services)
                .where(eq(services.workspaceId, workspaceId))
        ).map(row => [row.code, row.id]),
    );
    const productIds = new Map(
        (
            await tx
                .select({ sku: products.sku, id: products.id })
                .from(products)
                .where(eq(products.workspaceId, workspaceId))
        ).map(row => [row.sku, row.id]),
    );
    await tx.insert(serviceUsualParts).values(
        USUAL_PARTS.map(([code, sku, quantity, make = '', model = '']) => ({
            workspaceId,
            serviceId: serviceIds.get(code)!,
            productId: productIds.get(sku)!,
            quantityMilli: Math.round(quantity * 1000),
            make,
            model,
        })),
    );
};
