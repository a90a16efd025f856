import { PRODUCTS, SERVICE_NAMES_ZH, SERVICES } from '../../server/bootstrap/demo-garage-data';
import { USUAL_PARTS } from '../../server/bootstrap/demo-usual-parts';
import type { CatalogueItem, UsualPart } from '../../server/modules/assistant/catalogue';

/** A service's usual parts as the demo seed declares them, each part by the id its row gets. */
const usualPartsOf = (code: string): UsualPart[] =>
    USUAL_PARTS.filter(([service]) => service === code).map(([, sku, quantity, make = '', model = '']) => ({
        product_id: PRODUCTS.findIndex(([own]) => own === sku) + 1,
        quantity_milli: Math.round(quantity * 1000),
        make,
        model,
    }));

/**
 * The demo garage's active catalogue as the assistants see it: its services (with their usual parts), then its parts,
 * each with the id its table gives it when the demo is seeded (1, 2, … in the order of the rows).
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
        usual_parts: usualPartsOf(code),
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
