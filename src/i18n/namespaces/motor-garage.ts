import { defineNamespace } from '../define';

export default defineNamespace({
    en: {
        menu: {
            group: 'motor garage',
            invoice_calendar: 'job calendar',
            invoice: 'jobs & invoices',
            booking: 'booking',
            vehicle: 'vehicle',
            product: 'product',
            service: 'service',
            discount: 'discount',
            statistic: 'statistic',
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
    },
});
