import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';

export interface TemplateText {
    subject: string;
    body: string;
}

/** The wording every garage starts with, per kind and language; a workspace may override any of them. */
export const DEFAULT_TEMPLATES: Record<MessageKind, Record<Locale, TemplateText>> = {
    booking_confirmation: {
        en: {
            subject: 'Booking confirmed: {{booking_time}}',
            body: 'Hi {{customer_name}}, your booking for {{plate}} at {{garage_name}} is confirmed for {{booking_time}}. Confirm or cancel online: {{link}} To change it, call us on {{garage_phone}}.',
        },
        'zh-hk': {
            subject: '預約已確認：{{booking_time}}',
            body: '你好{{customer_name}}，你部車 {{plate}} 已經預約咗 {{booking_time}} 喺{{garage_name}}做，到時見！網上確認或者取消：{{link}} 想改時間請打 {{garage_phone}}。',
        },
        'zh-cn': {
            subject: '预约已确认：{{booking_time}}',
            body: '您好{{customer_name}}，您的车辆 {{plate}} 已预约于 {{booking_time}} 到{{garage_name}}保养，届时见！在线确认或取消：{{link}} 如需改期请致电 {{garage_phone}}。',
        },
    },
    booking_reminder: {
        en: {
            subject: 'Reminder: your booking {{booking_time}}',
            body: 'Hi {{customer_name}}, a reminder that {{plate}} is booked in at {{garage_name}} on {{booking_time}}. See you then! Confirm or cancel online: {{link}} Call {{garage_phone}} to change it.',
        },
        'zh-hk': {
            subject: '提提你：{{booking_time}} 嘅預約',
            body: '你好{{customer_name}}，提提你 {{booking_time}} 記得揸 {{plate}} 嚟{{garage_name}}。網上確認或者取消：{{link}} 想改時間請打 {{garage_phone}}。',
        },
        'zh-cn': {
            subject: '提醒：{{booking_time}} 的预约',
            body: '您好{{customer_name}}，提醒您 {{booking_time}} 请将车辆 {{plate}} 送到{{garage_name}}。在线确认或取消：{{link}} 如需改期请致电 {{garage_phone}}。',
        },
    },
    estimate: {
        en: {
            subject: 'Estimate {{job_number}} for {{plate}}',
            body: 'Hi {{customer_name}}, the estimate for {{plate}} (job {{job_number}}) comes to {{total}}. Approve or decline each item and sign here: {{link}} {{garage_name}} {{garage_phone}}',
        },
        'zh-hk': {
            subject: '{{plate}} 報價 {{job_number}}',
            body: '你好{{customer_name}}，你部車 {{plate}} 嘅報價（單號 {{job_number}}）合共 {{total}}，請喺呢度逐項確認做定唔做，再簽名：{{link}} {{garage_name}} {{garage_phone}}',
        },
        'zh-cn': {
            subject: '{{plate}} 报价 {{job_number}}',
            body: '您好{{customer_name}}，您的车辆 {{plate}} 的报价（单号 {{job_number}}）合计 {{total}}，请在此逐项确认是否维修并签名：{{link}} {{garage_name}} {{garage_phone}}',
        },
    },
    vehicle_ready: {
        en: {
            subject: '{{plate}} is ready for collection',
            body: 'Hi {{customer_name}}, {{plate}} is ready for collection at {{garage_name}}. Amount due: {{balance}}. Call {{garage_phone}} if you need anything.',
        },
        'zh-hk': {
            subject: '{{plate}} 已經整好',
            body: '你好{{customer_name}}，你部車 {{plate}} 已經整好，可以嚟{{garage_name}}攞車。尚欠 {{balance}}。有咩問題打 {{garage_phone}}。',
        },
        'zh-cn': {
            subject: '{{plate}} 已维修完毕',
            body: '您好{{customer_name}}，您的车辆 {{plate}} 已维修完毕，可到{{garage_name}}取车。待付 {{balance}}。如有疑问请致电 {{garage_phone}}。',
        },
    },
    invoice: {
        en: {
            subject: 'Invoice {{invoice_number}} from {{garage_name}}',
            body: 'Hi {{customer_name}}, invoice {{invoice_number}} for {{plate}}: total {{total}}, balance {{balance}}, due {{due_date}}. Thank you! {{garage_name}} {{garage_phone}} View and pay online: {{link}}',
        },
        'zh-hk': {
            subject: '{{garage_name}} 發票 {{invoice_number}}',
            body: '你好{{customer_name}}，{{plate}} 嘅發票 {{invoice_number}}：合共 {{total}}，尚欠 {{balance}}，請喺 {{due_date}} 或之前付款。多謝！{{garage_name}} {{garage_phone}} 網上睇發票同付款：{{link}}',
        },
        'zh-cn': {
            subject: '{{garage_name}} 发票 {{invoice_number}}',
            body: '您好{{customer_name}}，{{plate}} 的发票 {{invoice_number}}：合计 {{total}}，待付 {{balance}}，请于 {{due_date}} 前付款。谢谢！{{garage_name}} {{garage_phone}} 在线查看发票及付款：{{link}}',
        },
    },
    payment_receipt: {
        en: {
            subject: 'Payment received: {{invoice_number}}',
            body: 'Hi {{customer_name}}, thank you: we have received your payment for invoice {{invoice_number}} ({{plate}}). Balance now {{balance}}. {{garage_name}} Your invoice: {{link}}',
        },
        'zh-hk': {
            subject: '已收款項：{{invoice_number}}',
            body: '你好{{customer_name}}，多謝！已經收到發票 {{invoice_number}}（{{plate}}）嘅付款，尚欠 {{balance}}。{{garage_name}} 睇返張發票：{{link}}',
        },
        'zh-cn': {
            subject: '已收到付款：{{invoice_number}}',
            body: '您好{{customer_name}}，谢谢！已收到发票 {{invoice_number}}（{{plate}}）的付款，待付余额 {{balance}}。{{garage_name}} 查看发票：{{link}}',
        },
    },
    licence_reminder: {
        en: {
            subject: 'Vehicle licence for {{plate}} expires {{expiry_date}}',
            body: "Hi {{customer_name}}, {{plate}}'s vehicle licence expires on {{expiry_date}}. Remember to renew it. {{garage_name}} {{garage_phone}} Stop these reminders: {{opt_out_link}}",
        },
        'zh-hk': {
            subject: '{{plate}} 車牌 {{expiry_date}} 到期',
            body: '你好{{customer_name}}，提提你 {{plate}} 嘅車牌 {{expiry_date}} 到期，記得續牌呀。{{garage_name}} {{garage_phone}} 唔想再收呢類提示：{{opt_out_link}}',
        },
        'zh-cn': {
            subject: '{{plate}} 行车证 {{expiry_date}} 到期',
            body: '您好{{customer_name}}，提醒您车辆 {{plate}} 的牌照将于 {{expiry_date}} 到期，请及时续期。{{garage_name}} {{garage_phone}} 退订此类提醒：{{opt_out_link}}',
        },
    },
    examination_reminder: {
        en: {
            subject: '{{plate}} needs its annual examination',
            body: 'Hi {{customer_name}}, {{plate}} must pass its annual examination before its licence is renewed on {{expiry_date}}. Book a pre-check with us: {{garage_phone}}. {{garage_name}} Stop these reminders: {{opt_out_link}}',
        },
        'zh-hk': {
            subject: '{{plate}} 要驗車喇',
            body: '你好{{customer_name}}，{{plate}} 喺 {{expiry_date}} 續牌之前要驗車，可以搵我哋幫你做驗車前檢查，打 {{garage_phone}} 約時間。{{garage_name}} 唔想再收呢類提示：{{opt_out_link}}',
        },
        'zh-cn': {
            subject: '{{plate}} 需要年检',
            body: '您好{{customer_name}}，车辆 {{plate}} 于 {{expiry_date}} 续牌前须通过年检，欢迎预约验车前检查：{{garage_phone}}。{{garage_name}} 退订此类提醒：{{opt_out_link}}',
        },
    },
    insurance_reminder: {
        en: {
            subject: 'Insurance for {{plate}} expires {{expiry_date}}',
            body: "Hi {{customer_name}}, {{plate}}'s insurance expires on {{expiry_date}}. Remember to renew it. {{garage_name}} {{garage_phone}} Stop these reminders: {{opt_out_link}}",
        },
        'zh-hk': {
            subject: '{{plate}} 保險 {{expiry_date}} 到期',
            body: '你好{{customer_name}}，提提你 {{plate}} 嘅保險 {{expiry_date}} 到期，記得續保呀。{{garage_name}} {{garage_phone}} 唔想再收呢類提示：{{opt_out_link}}',
        },
        'zh-cn': {
            subject: '{{plate}} 保险 {{expiry_date}} 到期',
            body: '您好{{customer_name}}，提醒您车辆 {{plate}} 的保险将于 {{expiry_date}} 到期，请及时续保。{{garage_name}} {{garage_phone}} 退订此类提醒：{{opt_out_link}}',
        },
    },
    service_reminder: {
        en: {
            subject: '{{plate}} is due for a service',
            body: 'Hi {{customer_name}}, {{plate}} is due for its next service on {{expiry_date}}. Call {{garage_phone}} to book. {{garage_name}} Stop these reminders: {{opt_out_link}}',
        },
        'zh-hk': {
            subject: '{{plate}} 夠鐘保養喇',
            body: '你好{{customer_name}}，{{plate}} {{expiry_date}} 夠鐘做保養，打 {{garage_phone}} 約時間啦。{{garage_name}} 唔想再收呢類提示：{{opt_out_link}}',
        },
        'zh-cn': {
            subject: '{{plate}} 该保养了',
            body: '您好{{customer_name}}，车辆 {{plate}} 下次保养日期为 {{expiry_date}}，请致电 {{garage_phone}} 预约。{{garage_name}} 退订此类提醒：{{opt_out_link}}',
        },
    },
    vehicle_reminders: {
        en: {
            subject: 'Reminders for your vehicles from {{garage_name}}',
            body: 'Hi {{customer_name}}, a reminder of what is coming up for your vehicles:\n{{items}}\nCall {{garage_phone}} to book. {{garage_name}} Stop these reminders: {{opt_out_link}}',
        },
        'zh-hk': {
            subject: '{{garage_name}}：車輛提示',
            body: '你好{{customer_name}}，提提你以下車輛事項：\n{{items}}\n想約時間請打 {{garage_phone}}。{{garage_name}} 唔想再收呢類提示：{{opt_out_link}}',
        },
        'zh-cn': {
            subject: '{{garage_name}}：车辆提醒',
            body: '您好{{customer_name}}，提醒您以下车辆事项：\n{{items}}\n如需预约请致电 {{garage_phone}}。{{garage_name}} 退订此类提醒：{{opt_out_link}}',
        },
    },
    declined_work_followup: {
        en: {
            subject: 'Work still recommended for {{plate}}',
            body: 'Hi {{customer_name}}, at your last visit (job {{job_number}}) we recommended some work on {{plate}} that is still open. Call {{garage_phone}} to book it in. {{garage_name}} Stop these reminders: {{opt_out_link}}',
        },
        'zh-hk': {
            subject: '{{plate}} 仲有工程未做',
            body: '你好{{customer_name}}，上次（單號 {{job_number}}）建議 {{plate}} 做嘅維修仲未做，得閒打 {{garage_phone}} 約時間啦。{{garage_name}} 唔想再收呢類提示：{{opt_out_link}}',
        },
        'zh-cn': {
            subject: '{{plate}} 仍有建议维修项目',
            body: '您好{{customer_name}}，上次（单号 {{job_number}}）建议车辆 {{plate}} 进行的维修尚未完成，请致电 {{garage_phone}} 预约。{{garage_name}} 退订此类提醒：{{opt_out_link}}',
        },
    },
};
