import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { products, stockMovements } from '../../db/schema';
import { Text } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** Parts and consumables on the price list (`motor-garage/product`). */
export const productResource = defineResource({
    name: 'motor-garage/product',
    permission: 'product',
    title: 'Product',
    table: products,
    fields: {
        sku: field.text({ required: true, maxLength: 60 }),
        name: field.text({ required: true }),
        name_zh: field.text({ description: "The Chinese name, printed on a zh-hk or zh-cn customer's invoices" }),
        brand: field.text({ maxLength: 60 }),
        category: field.text({ maxLength: 60 }),
        unit: field.text({ maxLength: 20 }),
        cost_cents: field.money(),
        price_cents: field.money(),
        // The sum of the part's ledger: given on create as its opening stock, then moved by adjustments and invoices only.
        stock_milli: {
            ...field.quantityMilli({
                description:
                    'Stock in thousandths of the unit (below zero when more was used than counted): the sum of its ' +
                    'ledger. Taken on create as the opening stock; read only on update (POST …/product/{id}/stock adjusts it)',
            }),
            createOnly: true,
        },
        reorder_level_milli: field.quantityMilli(),
        barcode: field.text({ maxLength: 60 }),
        active: field.boolean(),
        image: field.image(),
    },
    computed: {
        low_stock: {
            schema: Type.Boolean({ 'x-kind': 'boolean' }),
            sql: sql<boolean>`(${products.stockMilli} <= ${products.reorderLevelMilli})`,
        },
    },
    sortable: ['name', 'sku', 'category', 'price_cents', 'stock_milli', 'created_at'],
    keyword: ['sku', 'name', 'name_zh', 'brand', 'barcode'],
    filters: {
        category: {
            schema: Text({ maxLength: 60 }),
            where: (value: string) => sql`lower(${products.category}) = lower(${value})`,
        },
        active: { schema: Type.Boolean(), where: (value: boolean) => eq(products.active, value) },
        low_stock: {
            schema: Type.Boolean({ description: 'true: stock at or below the reorder level' }),
            where: (value: boolean) =>
                value
                    ? sql`${products.stockMilli} <= ${products.reorderLevelMilli}`
                    : sql`${products.stockMilli} > ${products.reorderLevelMilli}`,
        },
    },
    unique: {
        products_sku_key: { field: 'sku', error: 'sku_taken', message: 'Another product already has this SKU' },
    },
    hooks: {
        // A new part's stock is its ledger's first movement.
        afterWrite: async ({ tx, id, current, values, principal }) => {
            if (current || !values.stock_milli || principal.kind !== 'workspace') return;
            await tx.insert(stockMovements).values({
                workspaceId: principal.workspaceId,
                productId: id,
                deltaMilli: values.stock_milli as number,
                reason: 'opening',
                createdBy: principal.membershipId,
            });
        },
    },
});
