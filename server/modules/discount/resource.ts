import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { Type } from 'typebox';
import { discounts } from '../../db/schema';
import { invalid } from '../../http/errors';
import { Day } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** Discounts a job can take: a percentage or an amount, within dates (`motor-garage/discount`). */
export const discountResource = defineResource({
    name: 'motor-garage/discount',
    permission: 'discount',
    title: 'Discount',
    table: discounts,
    fields: {
        name: field.text({ required: true }),
        code: field.text({ maxLength: 30, nullable: true }),
        kind: field.enum(discounts.kind, 'motor-garage.discount.kind'),
        percent_bp: field.basisPoints(),
        amount_cents: field.money(),
        valid_from: field.date(),
        valid_to: field.date(),
        min_subtotal_cents: field.money(),
        active: field.boolean(),
    },
    sortable: ['name', 'code', 'created_at'],
    keyword: ['name', 'code'],
    filters: {
        active: { schema: Type.Boolean(), where: (value: boolean) => eq(discounts.active, value) },
        active_on: {
            schema: Day({ description: 'Active and valid on this date' }),
            where: (value: string) =>
                and(
                    eq(discounts.active, true),
                    or(isNull(discounts.validFrom), lte(discounts.validFrom, value)),
                    or(isNull(discounts.validTo), gte(discounts.validTo, value)),
                )!,
        },
    },
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
});
