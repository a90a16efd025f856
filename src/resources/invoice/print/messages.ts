import { paymentMethodNames } from '../../../i18n/payment-methods';

/*
 * The printed invoice's words, in the customer's language whatever the interface's: kept apart from the app's i18n
 * so one page can be written in a language the app is not shown in.
 */

export type PrintLanguage = 'en' | 'hk' | 'cn';

/** The app's locale of each print language (payment methods are named as the app names them). */
const APP_LOCALES = { en: 'en', hk: 'zh-hk', cn: 'zh-cn' } as const;

const en = {
    invoice: 'Invoice',
    quotation: 'Quotation',
    void: 'Void',
    cancelled: 'Cancelled',
    logo: '%{name} logo',
    br_no: 'BR no. %{value}',
    phone: 'Tel. %{value}',
    email: 'E-mail %{value}',
    invoice_number: 'Invoice no.',
    job_number: 'Job no.',
    date: 'Date',
    invoiced_at: 'Invoice date',
    due_date: 'Due date',
    bill_to: 'Bill to',
    vehicle: 'Vehicle',
    plate: 'Registration',
    make_model: 'Make and model',
    mileage: 'Mileage',
    mileage_value: '%{value} km',
    items: 'Items',
    description: 'Description',
    quantity: 'Qty',
    unit_price: 'Unit price',
    discount: 'Discount',
    discount_named: 'Discount: %{name}',
    amount: 'Amount',
    no_lines: 'No items',
    summary: 'Summary',
    subtotal: 'Subtotal',
    tax: 'Tax (%{rate})',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
    payments: 'Payments',
    paid_at: 'Date',
    method: 'Method',
    reference: 'Reference',
    notes: 'Notes',
    fps_caption: 'Scan with your banking app to pay %{amount} by FPS',
    fps_alt: 'FPS QR code to pay %{amount}',
    print: 'Print',
    back: 'Back',
    loading: 'Loading…',
    not_found: 'This job could not be loaded.',
};

export type PrintMessages = typeof en;

const hk: PrintMessages = {
    invoice: '發票',
    quotation: '報價單',
    void: '已作廢',
    cancelled: '已取消',
    logo: '%{name}標誌',
    br_no: '商業登記號碼 %{value}',
    phone: '電話 %{value}',
    email: '電郵 %{value}',
    invoice_number: '發票號碼',
    job_number: '工作單號碼',
    date: '日期',
    invoiced_at: '發票日期',
    due_date: '到期日',
    bill_to: '客戶',
    vehicle: '車輛',
    plate: '車牌',
    make_model: '品牌及型號',
    mileage: '里數',
    mileage_value: '%{value} 公里',
    items: '項目',
    description: '項目',
    quantity: '數量',
    unit_price: '單價',
    discount: '折扣',
    discount_named: '折扣：%{name}',
    amount: '金額',
    no_lines: '沒有項目',
    summary: '總結',
    subtotal: '小計',
    tax: '稅項（%{rate}）',
    total: '總額',
    paid: '已付',
    balance: '應付餘額',
    payments: '付款紀錄',
    paid_at: '日期',
    method: '付款方式',
    reference: '參考編號',
    notes: '備註',
    fps_caption: '請用銀行應用程式掃描，以轉數快支付 %{amount}',
    fps_alt: '以轉數快支付 %{amount} 的二維碼',
    print: '列印',
    back: '返回',
    loading: '載入中…',
    not_found: '無法載入此工作單。',
};

const cn: PrintMessages = {
    invoice: '发票',
    quotation: '报价单',
    void: '已作废',
    cancelled: '已取消',
    logo: '%{name}标志',
    br_no: '商业登记号码 %{value}',
    phone: '电话 %{value}',
    email: '邮箱 %{value}',
    invoice_number: '发票号码',
    job_number: '工单号码',
    date: '日期',
    invoiced_at: '发票日期',
    due_date: '到期日',
    bill_to: '客户',
    vehicle: '车辆',
    plate: '车牌',
    make_model: '品牌及型号',
    mileage: '里程',
    mileage_value: '%{value} 公里',
    items: '项目',
    description: '项目',
    quantity: '数量',
    unit_price: '单价',
    discount: '折扣',
    discount_named: '折扣：%{name}',
    amount: '金额',
    no_lines: '没有项目',
    summary: '汇总',
    subtotal: '小计',
    tax: '税项（%{rate}）',
    total: '总额',
    paid: '已付',
    balance: '应付余额',
    payments: '付款记录',
    paid_at: '日期',
    method: '付款方式',
    reference: '参考编号',
    notes: '备注',
    fps_caption: '请用银行应用扫描，以转数快支付 %{amount}',
    fps_alt: '以转数快支付 %{amount} 的二维码',
    print: '打印',
    back: '返回',
    loading: '加载中…',
    not_found: '无法加载此工单。',
};

export const messages: Record<PrintLanguage, PrintMessages> = { en, hk, cn };

/** The print language of an app locale or a customer's preferred_locale (en, zh-hk, zh-cn); English otherwise. */
export const printLanguageOf = (locale: string | null | undefined): PrintLanguage =>
    locale === 'zh-hk' ? 'hk' : locale === 'zh-cn' ? 'cn' : 'en';

/** BCP 47 tag for `lang` attributes and Intl formatting. */
export const LANGUAGE_TAGS: Record<PrintLanguage, string> = { en: 'en-HK', hk: 'zh-HK', cn: 'zh-CN' };

type Key = keyof PrintMessages;

/** A translator for one print language: `t('tax', { rate: '5 %' })`, and payment methods by code. */
export const printTranslator = (language: PrintLanguage) => {
    const words = messages[language];
    const t = (key: Key, values: Record<string, string> = {}) =>
        words[key].replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    const methods: Record<string, string> = paymentMethodNames[APP_LOCALES[language]];
    const method = (code: string) => methods[code] ?? code;
    return { t, method };
};

export type PrintTranslator = ReturnType<typeof printTranslator>;
