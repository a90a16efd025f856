import { seedEstimates } from './demo-estimates';
import { customers, discounts, products, services, stockMovements, suppliers, vehicles } from '../db/schema';
import type { DemoStep } from './demo-step';
import {
    COMPANIES,
    DISCOUNTS,
    PEOPLE,
    PRODUCTS,
    REMINDER_CONSENT,
    SERVICE_NAMES_ZH,
    SERVICES,
    SUPPLIERS,
    VEHICLES,
} from './demo-garage-data';
import { seedBookings } from './demo-bookings';
import { seedJobs } from './demo-jobs';
import { seedUsualParts } from './demo-usual-parts';

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD`, `days` from today. */
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100);
const milli = (units: number) => Math.round(units * 1000);
/** '陳大文 Chan Tai Man' → 'Chan Tai Man': how the vehicle table names an owner. */
const englishPart = (name: string) => name.replace(/^[^\x20-\x7e]+\s/, '');

/** A demo customer's reminder consent: where and when they gave it, or none. */
function reminderConsent(name: string) {
    const given = REMINDER_CONSENT[englishPart(name)];
    if (!given) return { reminderConsent: false };
    const [source, daysAgo] = given;
    return { reminderConsent: true, consentSource: source, consentAt: new Date(Date.now() - daysAgo * DAY_MS) };
}

const seedCustomersAndVehicles: DemoStep = async (tx, { workspaceId }) => {
    const owners = await tx
        .insert(customers)
        .values([
            ...PEOPLE.map(([name, phone, email, tags, preferredLocale = 'zh-hk', marketingConsent = false]) => ({
                workspaceId,
                name,
                phone,
                email,
                tags,
                preferredLocale,
                marketingConsent,
                ...reminderConsent(name),
            })),
            ...COMPANIES.map(([name, companyName, phone, email, tags]) => ({
                workspaceId,
                name,
                type: 'company' as const,
                companyName,
                phone,
                email,
                tags,
                preferredLocale: 'en' as const,
                ...reminderConsent(name),
            })),
        ])
        .returning({ id: customers.id, name: customers.name });
    const ownerId = new Map(owners.map(owner => [englishPart(owner.name), owner.id]));
    for (const name of Object.keys(REMINDER_CONSENT)) {
        if (!ownerId.has(name)) throw new Error(`demo reminder consent: no customer ${name}`);
    }

    await tx.insert(vehicles).values(
        VEHICLES.map(
            ([plate, make, model, year, colour, fuel, vehicleClass, mileage, owner, licenceDays, insuranceDays]) => {
                if (owner && !ownerId.has(owner)) throw new Error(`demo vehicle ${plate}: no customer ${owner}`);
                return {
                    workspaceId,
                    plate,
                    make,
                    model,
                    year,
                    colour,
                    fuel,
                    vehicleClass,
                    mileage,
                    customerId: owner ? ownerId.get(owner)! : null,
                    licenceExpiry: daysFromToday(licenceDays),
                    insuranceExpiry: daysFromToday(insuranceDays),
                    nextServiceMileage: Math.ceil((mileage + 1) / 10_000) * 10_000,
                };
            },
        ),
    );
};

/** When the demo garage counted its parts: before any of its jobs. */
const STOCK_COUNTED_DAYS_AGO = 365;

const seedProducts: DemoStep = async (tx, { workspaceId, ownerMembershipId }) => {
    // Where the garage buys each category of part.
    const bought = await tx
        .insert(suppliers)
        .values(
            SUPPLIERS.map(([name, contactPerson, phone, email, address, paymentTerms]) => ({
                workspaceId,
                name,
                contactPerson,
                phone,
                email,
                address,
                paymentTerms,
            })),
        )
        .returning({ id: suppliers.id });
    const supplierOf = new Map(
        SUPPLIERS.flatMap(([, , , , , , categories], index) =>
            categories.map(category => [category, bought[index].id]),
        ),
    );
    const parts = await tx
        .insert(products)
        .values(
            PRODUCTS.map(([sku, name, brand, category, unit, cost, price, stock, reorderLevel]) => ({
                workspaceId,
                sku,
                name,
                brand,
                category,
                unit,
                supplierId: supplierOf.get(category) ?? null,
                costCents: cents(cost),
                priceCents: cents(price),
                stockMilli: milli(stock),
                reorderLevelMilli: milli(reorderLevel),
            })),
        )
        .returning({ id: products.id, stockMilli: products.stockMilli });
    // Each part's stock is its ledger's sum: the count it started with is its opening movement.
    const counted = new Date(Date.now() - STOCK_COUNTED_DAYS_AGO * DAY_MS);
    await tx.insert(stockMovements).values(
        parts
            .filter(part => part.stockMilli !== 0)
            .map(part => ({
                workspaceId,
                productId: part.id,
                deltaMilli: part.stockMilli,
                reason: 'opening' as const,
                note: 'Stock count',
                createdBy: ownerMembershipId,
                createdAt: counted,
            })),
    );
};

const seedServices: DemoStep = async (tx, { workspaceId }) => {
    await tx.insert(services).values(
        SERVICES.map(([code, name, category, price, durationMinutes, description]) => ({
            workspaceId,
            code,
            name,
            nameZh: SERVICE_NAMES_ZH[code] ?? '',
            category,
            priceCents: cents(price),
            durationMinutes,
            description,
        })),
    );
};

const seedDiscounts: DemoStep = async (tx, { workspaceId }) => {
    await tx.insert(discounts).values(
        DISCOUNTS.map(([name, code, kind, value, fromDays, toDays, minSubtotal, active]) => ({
            workspaceId,
            name,
            code,
            kind,
            active,
            percentBp: kind === 'percent' ? value * 100 : 0,
            amountCents: kind === 'amount' ? cents(value) : 0,
            validFrom: fromDays === null ? null : daysFromToday(fromDays),
            validTo: toDays === null ? null : daysFromToday(toDays),
            minSubtotalCents: cents(minSubtotal),
        })),
    );
};

/**
 * The demo garage's customers, vehicles, parts, labour menu and the parts its services usually need, discounts, its jobs and invoices, estimates with its
 * customers, and its bookings.
 */
export const DEMO_GARAGE_STEPS: DemoStep[] = [
    seedCustomersAndVehicles,
    seedProducts,
    seedServices,
    seedUsualParts,
    seedDiscounts,
    seedJobs,
    seedEstimates,
    seedBookings,
];
