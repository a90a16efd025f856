import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';

export interface TemplateText {
    subject: string;
    body: string;
}

/** A message's text in short lines: a customer reads it on a phone, the link alone on its line so it opens. */
const lines = (...parts: string[]) => parts.join('\n');

/**
 * The wording every garage starts with, per kind and language; a workspace may override any of them. Each is short
 * lines: the greeting, the facts, the link (alone on its line), the garage's name and phone (the signature), and for a
 * reminder the opt-out link last.
 */
export const DEFAULT_TEMPLATES: Record<MessageKind, Record<Locale, TemplateText>> = {
    booking_confirmation: {
        en: {
            subject: 'Booking confirmed: {{booking_time}}',
            body: lines(
                'Hi {{customer_name}},',
                'Your booking for {{plate}} is confirmed: {{booking_time}}.',
                'Confirm or cancel: {{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-hk': {
            subject: '預約已確認：{{booking_time}}',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 已預約 {{booking_time}}，到時見！',
                '確認或取消：{{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-cn': {
            subject: '预约已确认：{{booking_time}}',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 已预约 {{booking_time}}，届时见！',
                '确认或取消：{{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
    },
    booking_reminder: {
        en: {
            subject: 'Reminder: your booking {{booking_time}}',
            body: lines(
                'Hi {{customer_name}},',
                'A reminder: {{plate}} is booked in for {{booking_time}}.',
                'Confirm or cancel: {{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-hk': {
            subject: '提提你：{{booking_time}} 嘅預約',
            body: lines(
                '你好{{customer_name}}，',
                '提提你：{{plate}} 預約咗 {{booking_time}}。',
                '確認或取消：{{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-cn': {
            subject: '提醒：{{booking_time}} 的预约',
            body: lines(
                '您好{{customer_name}}，',
                '提醒您：{{plate}} 已预约 {{booking_time}}。',
                '确认或取消：{{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
    },
    estimate: {
        en: {
            subject: 'Estimate {{job_number}} for {{plate}}',
            body: lines(
                'Hi {{customer_name}},',
                'The estimate for {{plate}} (job {{job_number}}) comes to {{total}}.',
                'Approve each item and sign: {{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 報價 {{job_number}}',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 嘅報價（單號 {{job_number}}）合共 {{total}}。',
                '逐項確認再簽名：{{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 报价 {{job_number}}',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 的报价（单号 {{job_number}}）合计 {{total}}。',
                '逐项确认并签名：{{link}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
    },
    vehicle_ready: {
        en: {
            subject: '{{plate}} is ready for collection',
            body: lines(
                'Hi {{customer_name}},',
                '{{plate}} is ready for collection.',
                'Amount due: {{balance}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 已經整好',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 已經整好，可以嚟攞車。',
                '尚欠：{{balance}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 已维修完毕',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 已维修完毕，可以取车。',
                '待付：{{balance}}',
                '{{garage_name}} {{garage_phone}}',
            ),
        },
    },
    invoice: {
        en: {
            subject: 'Invoice {{invoice_number}} from {{garage_name}}',
            body: lines(
                'Hi {{customer_name}},',
                'Invoice {{invoice_number}} for {{plate}}: total {{total}}, balance {{balance}}, due {{due_date}}.',
                'View and pay: {{link}}',
                'Thank you! {{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-hk': {
            subject: '{{garage_name}} 發票 {{invoice_number}}',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 發票 {{invoice_number}}：合共 {{total}}，尚欠 {{balance}}，請喺 {{due_date}} 或之前付款。',
                '睇發票同付款：{{link}}',
                '多謝！{{garage_name}} {{garage_phone}}',
            ),
        },
        'zh-cn': {
            subject: '{{garage_name}} 发票 {{invoice_number}}',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 发票 {{invoice_number}}：合计 {{total}}，待付 {{balance}}，请于 {{due_date}} 前付款。',
                '查看发票及付款：{{link}}',
                '谢谢！{{garage_name}} {{garage_phone}}',
            ),
        },
    },
    payment_receipt: {
        en: {
            subject: 'Payment received: {{invoice_number}}',
            body: lines(
                'Hi {{customer_name}},',
                'Thank you: we have received your payment for invoice {{invoice_number}} ({{plate}}). Balance now {{balance}}.',
                'Your invoice: {{link}}',
                '{{garage_name}}',
            ),
        },
        'zh-hk': {
            subject: '已收款項：{{invoice_number}}',
            body: lines(
                '你好{{customer_name}}，',
                '多謝！已收到發票 {{invoice_number}}（{{plate}}）嘅付款，尚欠 {{balance}}。',
                '睇返張發票：{{link}}',
                '{{garage_name}}',
            ),
        },
        'zh-cn': {
            subject: '已收到付款：{{invoice_number}}',
            body: lines(
                '您好{{customer_name}}，',
                '谢谢！已收到发票 {{invoice_number}}（{{plate}}）的付款，待付余额 {{balance}}。',
                '查看发票：{{link}}',
                '{{garage_name}}',
            ),
        },
    },
    licence_reminder: {
        en: {
            subject: 'Vehicle licence for {{plate}} expires {{expiry_date}}',
            body: lines(
                'Hi {{customer_name}},',
                "{{plate}}'s vehicle licence expires on {{expiry_date}}: remember to renew it.",
                '{{garage_name}} {{garage_phone}}',
                'Stop these reminders: {{opt_out_link}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 車牌 {{expiry_date}} 到期',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 嘅車牌 {{expiry_date}} 到期，記得續牌。',
                '{{garage_name}} {{garage_phone}}',
                '唔想再收提示：{{opt_out_link}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 行车证 {{expiry_date}} 到期',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 的牌照将于 {{expiry_date}} 到期，请及时续期。',
                '{{garage_name}} {{garage_phone}}',
                '退订提醒：{{opt_out_link}}',
            ),
        },
    },
    examination_reminder: {
        en: {
            subject: '{{plate}} needs its annual examination',
            body: lines(
                'Hi {{customer_name}},',
                '{{plate}} must pass its annual examination before its licence is renewed on {{expiry_date}}. Call us to book a pre-check.',
                '{{garage_name}} {{garage_phone}}',
                'Stop these reminders: {{opt_out_link}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 要驗車喇',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 喺 {{expiry_date}} 續牌之前要驗車，歡迎打嚟約驗車前檢查。',
                '{{garage_name}} {{garage_phone}}',
                '唔想再收提示：{{opt_out_link}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 需要年检',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 于 {{expiry_date}} 续牌前须通过年检，欢迎致电预约验车前检查。',
                '{{garage_name}} {{garage_phone}}',
                '退订提醒：{{opt_out_link}}',
            ),
        },
    },
    insurance_reminder: {
        en: {
            subject: 'Insurance for {{plate}} expires {{expiry_date}}',
            body: lines(
                'Hi {{customer_name}},',
                "{{plate}}'s insurance expires on {{expiry_date}}: remember to renew it.",
                '{{garage_name}} {{garage_phone}}',
                'Stop these reminders: {{opt_out_link}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 保險 {{expiry_date}} 到期',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} 嘅保險 {{expiry_date}} 到期，記得續保。',
                '{{garage_name}} {{garage_phone}}',
                '唔想再收提示：{{opt_out_link}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 保险 {{expiry_date}} 到期',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 的保险将于 {{expiry_date}} 到期，请及时续保。',
                '{{garage_name}} {{garage_phone}}',
                '退订提醒：{{opt_out_link}}',
            ),
        },
    },
    service_reminder: {
        en: {
            subject: '{{plate}} is due for a service',
            body: lines(
                'Hi {{customer_name}},',
                '{{plate}} is due for its next service on {{expiry_date}}. Call us to book.',
                '{{garage_name}} {{garage_phone}}',
                'Stop these reminders: {{opt_out_link}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 夠鐘保養喇',
            body: lines(
                '你好{{customer_name}}，',
                '{{plate}} {{expiry_date}} 夠鐘做保養，打嚟約時間啦。',
                '{{garage_name}} {{garage_phone}}',
                '唔想再收提示：{{opt_out_link}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 该保养了',
            body: lines(
                '您好{{customer_name}}，',
                '{{plate}} 下次保养日期为 {{expiry_date}}，欢迎致电预约。',
                '{{garage_name}} {{garage_phone}}',
                '退订提醒：{{opt_out_link}}',
            ),
        },
    },
    vehicle_reminders: {
        en: {
            subject: 'Reminders for your vehicles from {{garage_name}}',
            body: lines(
                'Hi {{customer_name}},',
                'What is coming up for your vehicles:',
                '{{items}}',
                'Call us to book. {{garage_name}} {{garage_phone}}',
                'Stop these reminders: {{opt_out_link}}',
            ),
        },
        'zh-hk': {
            subject: '{{garage_name}}：車輛提示',
            body: lines(
                '你好{{customer_name}}，',
                '提提你以下車輛事項：',
                '{{items}}',
                '想約時間請打嚟。{{garage_name}} {{garage_phone}}',
                '唔想再收提示：{{opt_out_link}}',
            ),
        },
        'zh-cn': {
            subject: '{{garage_name}}：车辆提醒',
            body: lines(
                '您好{{customer_name}}，',
                '提醒您以下车辆事项：',
                '{{items}}',
                '如需预约请致电。{{garage_name}} {{garage_phone}}',
                '退订提醒：{{opt_out_link}}',
            ),
        },
    },
    declined_work_followup: {
        en: {
            subject: 'Work still recommended for {{plate}}',
            body: lines(
                'Hi {{customer_name}},',
                'At your last visit (job {{job_number}}) we recommended work on {{plate}} that is still open. Call us to book it in.',
                '{{garage_name}} {{garage_phone}}',
                'Stop these reminders: {{opt_out_link}}',
            ),
        },
        'zh-hk': {
            subject: '{{plate}} 仲有工程未做',
            body: lines(
                '你好{{customer_name}}，',
                '上次（單號 {{job_number}}）建議 {{plate}} 做嘅維修仲未做，得閒打嚟約時間啦。',
                '{{garage_name}} {{garage_phone}}',
                '唔想再收提示：{{opt_out_link}}',
            ),
        },
        'zh-cn': {
            subject: '{{plate}} 仍有建议维修项目',
            body: lines(
                '您好{{customer_name}}，',
                '上次（单号 {{job_number}}）建议 {{plate}} 进行的维修尚未完成，欢迎致电预约。',
                '{{garage_name}} {{garage_phone}}',
                '退订提醒：{{opt_out_link}}',
            ),
        },
    },
};
