import { PRODUCTS, SERVICE_NAMES_ZH, SERVICES } from '../../server/bootstrap/demo-garage-data';
import type { CatalogueItem } from '../../server/modules/assistant/catalogue';

/**
 * The demo garage's active catalogue as the assistants see it: its services, then its parts, each with the id its
 * table gives it when the demo is seeded (1, 2, … in the order of the rows).
 */
export function demoCatalogue(): CatalogueItem[] {
    const services = SERVICES.map(([code, name, category, price, , description], index): CatalogueItem => ({
        kind: 'service',
        id: index + 1,
        code,
        name,
        name_zh: SERVICE_NAMES_ZH[code] ?? '',
        category,
        detail: description,
        unit_price_cents: price * 100,
    }));
    const parts = PRODUCTS.map(([sku, name, brand, category, , , price], index): CatalogueItem => ({
        kind: 'product',
        id: index + 1,
        code: sku,
        name,
        name_zh: '',
        category,
        detail: brand,
        unit_price_cents: price * 100,
    }));
    return [...services, ...parts];
}
