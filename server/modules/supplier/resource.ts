import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** Where the garage buys its parts (`motor-garage/supplier`). */
export const supplierResource = defineResource({
    name: 'motor-garage/supplier',
    permission: 'supplier',
    title: 'Supplier',
    table: 'suppliers',
    fields: {
        name: field.text({ required: true }),
        contact_person: field.text({ maxLength: 100 }),
        phone: field.phone(),
        email: field.email({ format: 'email' }),
        address: field.multiline({ maxLength: 500 }),
        payment_terms: field.text({ maxLength: 100, description: 'How the garage pays them: "30 days", "monthly"' }),
        notes: field.multiline(),
        active: field.boolean({ default: true }),
    },
    sortable: ['name', 'created_at'],
    keyword: ['name', 'contact_person', 'email', 'phone'],
    filters: {
        active: { schema: Type.Boolean(), where: (value: boolean, { active }) => eq(active, value) },
    },
    unique: {
        suppliers_name_key: { field: 'name', error: 'name_taken', message: 'Another supplier already has this name' },
    },
    labels: {
        'zh-hk': {
            one: '供應商',
            many: '供應商',
            fields: {
                name: '名稱',
                contact_person: '聯絡人',
                phone: '電話',
                email: '電郵',
                address: '地址',
                payment_terms: '付款條件',
                notes: '備註',
                active: '啟用',
            },
        },
        'zh-cn': {
            one: '供应商',
            many: '供应商',
            fields: {
                name: '名称',
                contact_person: '联系人',
                phone: '电话',
                email: '电子邮件',
                address: '地址',
                payment_terms: '付款条件',
                notes: '备注',
                active: '启用',
            },
        },
        en: { fields: { email: 'E-mail' } },
    },
    menu: { order: 55, icon: 'LocalShipping' },
});
