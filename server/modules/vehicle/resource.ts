import { lte, sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';
import { Day } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { lastVisitSchema } from '../../garage/last-visit';
import { normalizePlate, plateKeyword } from '../../garage/plates';

/** Cars and vans the garage works on (`motor-garage/vehicle`). */
export const vehicleResource = defineResource({
    name: 'motor-garage/vehicle',
    permission: 'vehicle',
    title: 'Vehicle',
    table: 'vehicles',
    fields: {
        plate: { ...field.text({ required: true, maxLength: 20 }), normalize: normalizePlate },
        customer_id: field.reference('relationship/customer'),
        make: field.text({ maxLength: 60 }),
        model: field.text({ maxLength: 60 }),
        year: field.integer({ nullable: true, minimum: 1900, maximum: 2100 }),
        colour: field.text({ maxLength: 40 }),
        vin: { ...field.text({ maxLength: 40 }), normalize: normalizePlate },
        engine_no: field.text({ maxLength: 40 }),
        fuel: field.enum(['petrol', 'diesel', 'hybrid', 'electric', 'lpg'], 'motor-garage.vehicle.fuel', {
            default: 'petrol',
        }),
        vehicle_class: field.text({ maxLength: 60 }),
        mileage: field.integer({ nullable: true }),
        licence_expiry: field.date(),
        insurance_expiry: field.date(),
        next_service_date: field.date(),
        next_service_mileage: field.integer({ nullable: true }),
        photo: field.image(),
        notes: field.multiline(),
    },
    columns: {
        // Kept by the database as its jobs change (migration 0016_list_sorts).
        lastVisit: timestamp('last_visit', { withTimezone: true, mode: 'date' }),
    },
    computed: {
        last_visit: { schema: lastVisitSchema('its'), sql: ({ last_visit }) => last_visit },
    },
    sortable: ['plate', 'make', 'licence_expiry', 'mileage', 'last_visit', 'created_at'],
    keyword: [
        { name: 'plate', sql: ({ plate }) => sql`replace(${plate}, ' ', '')`, normalize: plateKeyword },
        'make',
        'model',
        { name: 'vin', sql: ({ vin }) => sql`${vin}`, normalize: normalizePlate },
    ],
    filters: {
        licence_expiry_before: {
            schema: Day({ description: 'Licences that expire on or before this date' }),
            where: (value: string, { licence_expiry }) => lte(licence_expiry, value),
        },
    },
    unique: {
        vehicles_plate_key: {
            field: 'plate',
            error: 'plate_taken',
            message: 'Another vehicle already has this plate',
            // Plates are one whatever their spacing.
            on: plate => sql`replace(${plate}, ' ', '')`,
        },
    },
    labels: {
        'zh-hk': {
            one: '車輛',
            many: '車輛',
            fields: {
                plate: '車牌',
                customer_id: '車主',
                make: '品牌',
                model: '型號',
                year: '年份',
                colour: '顏色',
                vin: '車身號碼',
                engine_no: '引擎號碼',
                fuel: '燃料',
                vehicle_class: '類別',
                mileage: '里數（公里）',
                licence_expiry: '牌照到期日',
                last_visit: '上次到訪',
                insurance_expiry: '保險到期日',
                next_service_date: '下次保養日期',
                next_service_mileage: '下次保養里數（公里）',
                photo: '相片',
                notes: '備註',
            },
        },
        'zh-cn': {
            one: '车辆',
            many: '车辆',
            fields: {
                plate: '车牌',
                customer_id: '车主',
                make: '品牌',
                model: '型号',
                year: '年份',
                colour: '颜色',
                vin: '车架号',
                engine_no: '发动机号',
                fuel: '燃料',
                vehicle_class: '类别',
                mileage: '里程（公里）',
                licence_expiry: '牌照到期日',
                last_visit: '上次到访',
                insurance_expiry: '保险到期日',
                next_service_date: '下次保养日期',
                next_service_mileage: '下次保养里程（公里）',
                photo: '照片',
                notes: '备注',
            },
        },
        en: {
            fields: {
                customer_id: 'Owner',
                vin: 'VIN',
                engine_no: 'Engine number',
                vehicle_class: 'Class',
                mileage: 'Mileage (km)',
                next_service_date: 'Next service',
                next_service_mileage: 'Next service at (km)',
            },
        },
    },
    menu: { order: 30, icon: 'DirectionsCar' },
});
