import { describe, expect, it } from 'vitest';
import { jobResource } from '../../../server/modules/job/resource';
import { serviceResource } from '../../../server/modules/service/resource';
import { fieldLabel, humanize, labelsDocument, plural, type ResourceLabels } from '../../../server/resources/labels';
import { recordSchema } from '../../../server/resources/schemas';

const chinese: ResourceLabels = {
    'zh-hk': { one: '供應商', many: '供應商', fields: { name: '名稱', contact_person: '聯絡人' } },
    'zh-cn': { one: '供应商', many: '供应商', fields: { name: '名称', contact_person: '联系人' } },
};
const supplier = (labels: ResourceLabels) => ({
    name: 'motor-garage/supplier',
    title: 'Supplier',
    labels,
    menu: { order: 90, icon: 'LocalShipping' },
});
const FIELDS = ['id', 'name', 'contact_person', 'created_at', 'updated_at', 'version'];

describe('a declared resource’s labels', () => {
    it('derive English from the title and field names, and leave the shared fields out', () => {
        expect(labelsDocument(supplier(chinese), FIELDS)).toEqual({
            'x-labels': {
                en: { one: 'Supplier', many: 'Suppliers', fields: { name: 'Name', contact_person: 'Contact person' } },
                'zh-hk': chinese['zh-hk'],
                'zh-cn': chinese['zh-cn'],
            },
            'x-order': 90,
            'x-icon': 'LocalShipping',
        });
    });

    it('take the English the declaration gives over the derived one', () => {
        const labels = { ...chinese, en: { many: 'Parts suppliers', fields: { contact_person: 'Contact' } } };
        expect(labelsDocument(supplier(labels), FIELDS)['x-labels']).toMatchObject({
            en: { one: 'Supplier', many: 'Parts suppliers', fields: { name: 'Name', contact_person: 'Contact' } },
        });
    });

    it('refuse a field without its Chinese labels, naming it', () => {
        expect(() => labelsDocument(supplier(chinese), [...FIELDS, 'phone'])).toThrow(
            'motor-garage/supplier: no zh-hk label for phone',
        );
    });

    it('name words and plurals in English', () => {
        expect(humanize('contact_person')).toBe('Contact person');
        expect(humanize('AuthGroup')).toBe('Auth group');
        expect(fieldLabel('supplier_id')).toBe('Supplier');
        expect(fieldLabel('service_ids')).toBe('Services');
        expect(['Supplier', 'Category', 'Box', 'Day'].map(plural)).toEqual([
            'Suppliers',
            'Categories',
            'Boxes',
            'Days',
        ]);
    });

    it('reach the OpenAPI document on the record schema; a resource without labels gives its menu place only', () => {
        const service = recordSchema(serviceResource) as unknown as Record<string, unknown>;
        expect(service).toMatchObject({
            'x-labels': {
                en: { many: 'Services', fields: { duration_minutes: 'Duration (minutes)', name_zh: 'Chinese name' } },
                'zh-hk': { many: '服務', fields: { price_cents: '價錢' } },
                'zh-cn': { many: '服务', fields: { price_cents: '价格' } },
            },
            'x-order': expect.any(Number),
            'x-icon': 'Build',
        });
        const job = recordSchema(jobResource) as unknown as Record<string, unknown>;
        expect(job['x-labels']).toBeUndefined();
        expect(job['x-icon']).toBe('ReceiptLong');
    });
});
