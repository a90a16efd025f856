import { defineNamespace } from '../define';

const timestamps = { en: { created_at: 'Created', updated_at: 'Updated' }, hk: { created_at: '建立時間', updated_at: '更新時間' }, cn: { created_at: '创建时间', updated_at: '更新时间' } };

export default defineNamespace({
    en: {
        menu: {
            group: 'Motor garage',
            invoice_calendar: 'Job calendar',
            invoice: 'Jobs & invoices',
            booking: 'Bookings',
            vehicle: 'Vehicles',
            product: 'Products',
            service: 'Services',
            discount: 'Discounts',
            statistic: 'Statistics',
        },
        vehicle: {
            fields: {
                id: 'ID', plate: 'Plate', customer_id: 'Owner', make: 'Make', model: 'Model', year: 'Year', colour: 'Colour',
                vin: 'VIN', engine_no: 'Engine number', fuel: 'Fuel', vehicle_class: 'Class', mileage: 'Mileage (km)',
                licence_expiry: 'Licence expiry', insurance_expiry: 'Insurance expiry', next_service_date: 'Next service',
                next_service_mileage: 'Next service at (km)', photo: 'Photo', notes: 'Notes', ...timestamps.en,
            },
            filters: { licence_expiry_before: 'Licence expires by' },
            fuel: { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Hybrid', electric: 'Electric', lpg: 'LPG' },
            expiry: { soon: '%{what}: due on %{date}', expired: '%{what}: passed on %{date}' },
            sections: { history: 'Service history' },
            no_history: 'No jobs yet.',
        },
        product: {
            fields: {
                id: 'ID', sku: 'SKU', name: 'Name', brand: 'Brand', category: 'Category', unit: 'Unit', cost_cents: 'Cost',
                price_cents: 'Price', stock_milli: 'Stock', reorder_level_milli: 'Reorder level', barcode: 'Barcode',
                active: 'Active', image: 'Image', low_stock: 'Low stock', ...timestamps.en,
            },
        },
        service: {
            fields: {
                id: 'ID', code: 'Code', name: 'Name', description: 'Description', category: 'Category', price_cents: 'Price',
                duration_minutes: 'Duration (minutes)', active: 'Active', ...timestamps.en,
            },
        },
        invoice: {
            fields: {
                id: 'ID', number: 'Job number', status: 'Status', customer_id: 'Customer', vehicle_id: 'Vehicle',
                assignee_id: 'Mechanic', booking_id: 'Booking', scheduled_start: 'Scheduled start', scheduled_end: 'Scheduled end',
                mileage_in: 'Mileage in', complaint: 'Complaint', internal_notes: 'Internal notes', notes: 'Notes on the invoice',
                discount_id: 'Discount', lines: 'Lines', tax_rate_bp: 'Tax rate', subtotal_cents: 'Subtotal',
                discount_cents: 'Discount amount', tax_cents: 'Tax', total_cents: 'Total', paid_cents: 'Paid', balance_cents: 'Balance',
                invoice_number: 'Invoice number', invoiced_at: 'Invoiced at', due_date: 'Due date',
                ...timestamps.en,
            },
            filters: { from: 'From', to: 'To' },
            status: {
                quote: 'Quote', scheduled: 'Scheduled', in_progress: 'In progress', completed: 'Completed',
                invoiced: 'Invoiced', paid: 'Paid', cancelled: 'Cancelled', void: 'Void',
            },
            line: {
                kind: 'Kind', product_id: 'Part', service_id: 'Service', description: 'Description', quantity_milli: 'Quantity',
                unit_price_cents: 'Unit price', discount_cents: 'Line discount', line_total_cents: 'Line total',
                kinds: { service: 'Service', product: 'Part', custom: 'Other' },
            },
            payment: { paid_at: 'Paid at', method: 'Method', amount_cents: 'Amount', reference: 'Reference' },
            sections: { payments: 'Payments' },
            no_lines: 'No lines yet',
            no_payments: 'No payments yet',
        },
        discount: {
            fields: {
                id: 'ID', name: 'Name', code: 'Code', kind: 'Kind', percent_bp: 'Percent', amount_cents: 'Amount', value: 'Value',
                valid_from: 'Valid from', valid_to: 'Valid to', min_subtotal_cents: 'Minimum subtotal', active: 'Active',
                ...timestamps.en,
            },
            filters: { active_on: 'Valid on' },
            kind: { percent: 'Percentage', amount: 'Amount' },
        },
    },
    'zh-hk': {
        menu: {
            group: '車房',
            invoice_calendar: '工作日曆',
            invoice: '工作單及發票',
            booking: '預約',
            vehicle: '車輛',
            product: '產品',
            service: '服務',
            discount: '折扣',
            statistic: '統計',
        },
        vehicle: {
            fields: {
                id: '編號', plate: '車牌', customer_id: '車主', make: '品牌', model: '型號', year: '年份', colour: '顏色',
                vin: '車身號碼', engine_no: '引擎號碼', fuel: '燃料', vehicle_class: '類別', mileage: '里數（公里）',
                licence_expiry: '牌照到期日', insurance_expiry: '保險到期日', next_service_date: '下次保養日期',
                next_service_mileage: '下次保養里數（公里）', photo: '相片', notes: '備註', ...timestamps.hk,
            },
            filters: { licence_expiry_before: '牌照到期日不遲於' },
            fuel: { petrol: '汽油', diesel: '柴油', hybrid: '混合動力', electric: '電動', lpg: '石油氣' },
            expiry: { soon: '%{what}：%{date} 到期', expired: '%{what}：已於 %{date} 過期' },
            sections: { history: '維修記錄' },
            no_history: '暫無工作單。',
        },
        product: {
            fields: {
                id: '編號', sku: '貨號', name: '名稱', brand: '品牌', category: '類別', unit: '單位', cost_cents: '成本',
                price_cents: '售價', stock_milli: '存貨', reorder_level_milli: '補貨水平', barcode: '條碼',
                active: '啟用', image: '圖片', low_stock: '存貨不足', ...timestamps.hk,
            },
        },
        service: {
            fields: {
                id: '編號', code: '代號', name: '名稱', description: '說明', category: '類別', price_cents: '價錢',
                duration_minutes: '所需時間（分鐘）', active: '啟用', ...timestamps.hk,
            },
        },
        invoice: {
            fields: {
                id: '編號', number: '工作單號碼', status: '狀態', customer_id: '客戶', vehicle_id: '車輛',
                assignee_id: '技師', booking_id: '預約', scheduled_start: '預定開始', scheduled_end: '預定完成',
                mileage_in: '入廠里數', complaint: '客戶描述', internal_notes: '內部備註', notes: '發票備註',
                discount_id: '折扣', lines: '項目', tax_rate_bp: '稅率', subtotal_cents: '小計',
                discount_cents: '折扣金額', tax_cents: '稅項', total_cents: '總額', paid_cents: '已付', balance_cents: '結欠',
                invoice_number: '發票號碼', invoiced_at: '開單時間', due_date: '到期日',
                ...timestamps.hk,
            },
            filters: { from: '由', to: '至' },
            status: {
                quote: '報價', scheduled: '已排期', in_progress: '進行中', completed: '已完成',
                invoiced: '已開發票', paid: '已付款', cancelled: '已取消', void: '已作廢',
            },
            line: {
                kind: '類型', product_id: '零件', service_id: '服務', description: '描述', quantity_milli: '數量',
                unit_price_cents: '單價', discount_cents: '項目折扣', line_total_cents: '項目金額',
                kinds: { service: '服務', product: '零件', custom: '其他' },
            },
            payment: { paid_at: '付款時間', method: '付款方式', amount_cents: '金額', reference: '參考編號' },
            sections: { payments: '付款紀錄' },
            no_lines: '未有項目',
            no_payments: '未有付款',
        },
        discount: {
            fields: {
                id: '編號', name: '名稱', code: '代碼', kind: '類型', percent_bp: '百分比', amount_cents: '金額', value: '折扣',
                valid_from: '生效日期', valid_to: '截止日期', min_subtotal_cents: '最低小計', active: '啟用',
                ...timestamps.hk,
            },
            filters: { active_on: '有效日期' },
            kind: { percent: '百分比', amount: '金額' },
        },
    },
    'zh-cn': {
        menu: {
            group: '汽车维修',
            invoice_calendar: '工单日历',
            invoice: '工单及发票',
            booking: '预约',
            vehicle: '车辆',
            product: '产品',
            service: '服务',
            discount: '折扣',
            statistic: '统计',
        },
        vehicle: {
            fields: {
                id: '编号', plate: '车牌', customer_id: '车主', make: '品牌', model: '型号', year: '年份', colour: '颜色',
                vin: '车架号', engine_no: '发动机号', fuel: '燃料', vehicle_class: '类别', mileage: '里程（公里）',
                licence_expiry: '牌照到期日', insurance_expiry: '保险到期日', next_service_date: '下次保养日期',
                next_service_mileage: '下次保养里程（公里）', photo: '照片', notes: '备注', ...timestamps.cn,
            },
            filters: { licence_expiry_before: '牌照到期日不晚于' },
            fuel: { petrol: '汽油', diesel: '柴油', hybrid: '混合动力', electric: '电动', lpg: '液化石油气' },
            expiry: { soon: '%{what}：%{date} 到期', expired: '%{what}：已于 %{date} 过期' },
            sections: { history: '维修记录' },
            no_history: '暂无工单。',
        },
        product: {
            fields: {
                id: '编号', sku: '货号', name: '名称', brand: '品牌', category: '类别', unit: '单位', cost_cents: '成本',
                price_cents: '售价', stock_milli: '库存', reorder_level_milli: '补货水平', barcode: '条码',
                active: '启用', image: '图片', low_stock: '库存不足', ...timestamps.cn,
            },
        },
        service: {
            fields: {
                id: '编号', code: '代号', name: '名称', description: '说明', category: '类别', price_cents: '价格',
                duration_minutes: '所需时间（分钟）', active: '启用', ...timestamps.cn,
            },
        },
        invoice: {
            fields: {
                id: '编号', number: '工单号码', status: '状态', customer_id: '客户', vehicle_id: '车辆',
                assignee_id: '技师', booking_id: '预约', scheduled_start: '预定开始', scheduled_end: '预定完成',
                mileage_in: '进厂里程', complaint: '客户描述', internal_notes: '内部备注', notes: '发票备注',
                discount_id: '折扣', lines: '项目', tax_rate_bp: '税率', subtotal_cents: '小计',
                discount_cents: '折扣金额', tax_cents: '税额', total_cents: '总额', paid_cents: '已付', balance_cents: '欠款',
                invoice_number: '发票号码', invoiced_at: '开票时间', due_date: '到期日',
                ...timestamps.cn,
            },
            filters: { from: '从', to: '至' },
            status: {
                quote: '报价', scheduled: '已排期', in_progress: '进行中', completed: '已完成',
                invoiced: '已开发票', paid: '已付款', cancelled: '已取消', void: '已作废',
            },
            line: {
                kind: '类型', product_id: '零件', service_id: '服务', description: '描述', quantity_milli: '数量',
                unit_price_cents: '单价', discount_cents: '项目折扣', line_total_cents: '项目金额',
                kinds: { service: '服务', product: '零件', custom: '其他' },
            },
            payment: { paid_at: '付款时间', method: '付款方式', amount_cents: '金额', reference: '参考编号' },
            sections: { payments: '付款记录' },
            no_lines: '暂无项目',
            no_payments: '暂无付款',
        },
        discount: {
            fields: {
                id: '编号', name: '名称', code: '代码', kind: '类型', percent_bp: '百分比', amount_cents: '金额', value: '折扣',
                valid_from: '生效日期', valid_to: '截止日期', min_subtotal_cents: '最低小计', active: '启用',
                ...timestamps.cn,
            },
            filters: { active_on: '有效日期' },
            kind: { percent: '百分比', amount: '金额' },
        },
    },
});
