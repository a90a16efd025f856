import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { invalid } from '../../http/errors';
import { Day } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** Discounts a job can take: a percentage or an amount, within dates (`motor-garage/discount`). */
export const discountResource = defineResource({
    name: 'motor-garage/discount',
    permission: 'discount',
    title: 'Discount',
    table: 'discounts',
    fields: {
        name: field.text({ required: true }),
        code: field.text({ maxLength: 30, nullable: true }),
        kind: field.enum(['percent', 'amount'], 'motor-garage.discount.kind', { default: 'percent' }),
        percent_bp: field.basisPoints(),
        amount_cents: field.money(),
        valid_from: field.date(),
        valid_to: field.date(),
        min_subtotal_cents: field.money(),
        active: field.boolean({ default: true }),
    },
    sortable: ['name', 'code', 'created_at'],
    keyword: ['name', 'code'],
    filters: {
        active: { schema: Type.Boolean(), where: (value: boolean, { active }) => eq(active, value) },
        active_on: {
            schema: Day({ description: 'Active and valid on this date' }),
            where: (value: string, { active, valid_from, valid_to }) =>
                and(
                    eq(active, true),
                    or(isNull(valid_from), lte(valid_from, value)),
                    or(isNull(valid_to), gte(valid_to, value)),
                )!,
        },
    },
    indexes: t => [index('discounts_active_idx').on(t.workspaceId, t.active, t.id)],
    unique: {
        discounts_code_key: { field: 'code', error: 'code_taken', message: 'Another discount already has this code' },
    },
    check: discount => {
        if (
            discount.valid_from &&
            discount.valid_to &&
            (discount.valid_to as string) < (discount.valid_from as string)
        ) {
            throw invalid('valid_to', 'before_valid_from', 'The end date is before the start date');
        }
        if (discount.kind === 'percent' && !discount.percent_bp) throw invalid('percent_bp', 'required');
        if (discount.kind === 'amount' && !discount.amount_cents) throw invalid('amount_cents', 'required');
    },
    labels: {
        'zh-hk': {
            one: '折扣',
            many: '折扣',
            fields: {
                name: '名稱',
                code: '代碼',
                kind: '類型',
                percent_bp: '百分比',
                amount_cents: '金額',
                value: '折扣',
                valid_from: '生效日期',
                valid_to: '截止日期',
                min_subtotal_cents: '最低小計',
                active: '啟用',
            },
        },
        'zh-cn': {
            one: '折扣',
            many: '折扣',
            fields: {
                name: '名称',
                code: '代码',
                kind: '类型',
                percent_bp: '百分比',
                amount_cents: '金额',
                value: '折扣',
                valid_from: '生效日期',
                valid_to: '截止日期',
                min_subtotal_cents: '最低小计',
                active: '启用',
            },
        },
        en: {
            fields: {
                percent_bp: 'Percent',
                amount_cents: 'Amount',
                min_subtotal_cents: 'Minimum subtotal',
            },
        },
    },
    menu: { order: 70, icon: 'LocalOffer' },
});
