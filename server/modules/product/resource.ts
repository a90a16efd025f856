import { eq, sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { stockMovements } from './stock-movements';
import { Text } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** Parts and consumables on the price list (`motor-garage/product`). */
export const productResource = defineResource({
    name: 'motor-garage/product',
    permission: 'product',
    title: 'Product',
    table: 'products',
    fields: {
        sku: field.text({ required: true, maxLength: 60 }),
        name: field.text({ required: true }),
        name_zh: field.text({ description: "The Chinese name, printed on a zh-hk or zh-cn customer's invoices" }),
        brand: field.text({ maxLength: 60 }),
        category: field.text({ maxLength: 60 }),
        unit: field.text({ maxLength: 20, default: 'pc' }),
        supplier_id: field.reference('motor-garage/supplier'),
        supplier_part_code: field.text({ maxLength: 60, description: "The supplier's own code for the part" }),
        cost_cents: field.money(),
        price_cents: field.money(),
        // The sum of the part's ledger: given on create as its opening stock, then moved by adjustments and invoices only.
        stock_milli: {
            ...field.quantityMilli({
                big: true,
                description:
                    'Stock in thousandths of the unit (below zero when more was used than counted): the sum of its ' +
                    'ledger. Taken on create as the opening stock; read only on update (POST …/product/{id}/stock adjusts it)',
            }),
            createOnly: true,
        },
        reorder_level_milli: field.quantityMilli(),
        barcode: field.text({ maxLength: 60 }),
        active: field.boolean({ default: true }),
        image: field.image(),
    },
    computed: {
        low_stock: {
            schema: Type.Boolean({ 'x-kind': 'boolean' }),
            sql: ({ stock_milli, reorder_level_milli }) => sql<boolean>`(${stock_milli} <= ${reorder_level_milli})`,
        },
    },
    sortable: ['name', 'sku', 'category', 'price_cents', 'stock_milli', 'created_at'],
    keyword: ['sku', 'name', 'name_zh', 'brand', 'barcode'],
    filters: {
        category: {
            schema: Text({ maxLength: 60 }),
            where: (value: string, { category }) => sql`lower(${category}) = lower(${value})`,
        },
        active: { schema: Type.Boolean(), where: (value: boolean, { active }) => eq(active, value) },
        low_stock: {
            schema: Type.Boolean({ description: 'true: stock at or below the reorder level' }),
            where: (value: boolean, { stock_milli, reorder_level_milli }) =>
                value ? sql`${stock_milli} <= ${reorder_level_milli}` : sql`${stock_milli} > ${reorder_level_milli}`,
        },
    },
    // The low-stock filter's rows, from an index of their own.
    indexes: t => [
        index('products_low_stock_idx')
            .on(t.workspaceId, t.id)
            .where(sql`${t.stockMilli} <= ${t.reorderLevelMilli}`),
    ],
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
    labels: {
        'zh-hk': {
            one: '產品',
            many: '產品',
            fields: {
                name_zh: '中文名稱',
                sku: '貨號',
                name: '名稱',
                brand: '品牌',
                category: '類別',
                unit: '單位',
                supplier_id: '供應商',
                supplier_part_code: '供應商貨號',
                cost_cents: '成本',
                price_cents: '售價',
                stock_milli: '存貨',
                reorder_level_milli: '補貨水平',
                barcode: '條碼',
                active: '啟用',
                image: '圖片',
                low_stock: '存貨不足',
            },
        },
        'zh-cn': {
            one: '产品',
            many: '产品',
            fields: {
                name_zh: '中文名称',
                sku: '货号',
                name: '名称',
                brand: '品牌',
                category: '类别',
                unit: '单位',
                supplier_id: '供应商',
                supplier_part_code: '供应商货号',
                cost_cents: '成本',
                price_cents: '售价',
                stock_milli: '库存',
                reorder_level_milli: '补货水平',
                barcode: '条码',
                active: '启用',
                image: '图片',
                low_stock: '库存不足',
            },
        },
        en: {
            fields: {
                name_zh: 'Chinese name',
                sku: 'SKU',
                cost_cents: 'Cost',
                price_cents: 'Price',
                stock_milli: 'Stock',
                reorder_level_milli: 'Reorder level',
            },
        },
    },
    menu: { order: 50, icon: 'Inventory2' },
});
