import { defineNamespace } from '../define';

/** The customer's portal pages (/portal/*): what a customer reads when they open a link from the garage. */
export default defineNamespace({
    en: {
        loading: 'Loading…',
        print: 'Print or save as PDF',
        actions: 'Invoice actions',
        opt_out: {
            receiving: {
                title: 'Stop reminders from %{garage}',
                text: 'Hi %{name}, %{garage} sends you reminders about your bookings and your car’s licence, insurance and service dates. You can stop them here; invoices and receipts still come.',
                action: 'Stop reminders',
            },
            stopped: {
                title: 'Reminders stopped',
                text: '%{garage} will no longer send you reminders, %{name}. You can change your mind at any time.',
                action: 'Receive reminders again',
            },
        },
        error: {
            link_not_found: {
                title: 'Link not found',
                text: 'This link does not open anything. Please check that it was copied in full, or ask the garage for a new one.',
            },
            link_expired: {
                title: 'Link expired',
                text: 'This link has expired. Please ask the garage to send you a new one.',
            },
            link_revoked: {
                title: 'Link withdrawn',
                text: 'The garage has withdrawn this link. Please ask them for a new one.',
            },
            rate_limited: {
                title: 'Too many attempts',
                text: 'Please wait a few minutes and try again.',
            },
            unknown: {
                title: 'Something went wrong',
                text: 'The page could not be loaded. Please try again later.',
            },
        },
    },
    'zh-hk': {
        loading: '載入中…',
        print: '列印或儲存為 PDF',
        actions: '發票操作',
        opt_out: {
            receiving: {
                title: '停止接收%{garage}嘅提示',
                text: '%{name}你好，%{garage}會提你預約時間，同埋架車嘅牌照、保險同保養到期日。你可以喺度停止接收；發票同收據照樣會收到。',
                action: '停止接收提示',
            },
            stopped: {
                title: '已停止接收提示',
                text: '%{name}，%{garage}之後唔會再傳提示俾你。你隨時可以改返。',
                action: '重新接收提示',
            },
        },
        error: {
            link_not_found: {
                title: '找不到連結',
                text: '此連結無法開啟。請確認已完整複製連結，或向車房索取新連結。',
            },
            link_expired: {
                title: '連結已過期',
                text: '此連結已過期。請聯絡車房再傳送新連結給你。',
            },
            link_revoked: {
                title: '連結已撤回',
                text: '車房已撤回此連結。請向車房索取新連結。',
            },
            rate_limited: {
                title: '嘗試次數太多',
                text: '請等幾分鐘後再試。',
            },
            unknown: {
                title: '出現問題',
                text: '無法載入此頁面，請稍後再試。',
            },
        },
    },
    'zh-cn': {
        loading: '加载中…',
        print: '打印或保存为 PDF',
        actions: '发票操作',
        opt_out: {
            receiving: {
                title: '停止接收%{garage}的提醒',
                text: '%{name}您好，%{garage}会提醒您预约时间，以及车辆的牌照、保险和保养到期日。您可以在这里停止接收；发票和收据仍会照常发送。',
                action: '停止接收提醒',
            },
            stopped: {
                title: '已停止接收提醒',
                text: '%{name}，%{garage}今后不会再向您发送提醒。您可以随时更改。',
                action: '重新接收提醒',
            },
        },
        error: {
            link_not_found: {
                title: '找不到链接',
                text: '此链接无法打开。请确认已完整复制链接，或向车房索取新链接。',
            },
            link_expired: {
                title: '链接已过期',
                text: '此链接已过期。请联系车房重新发送新链接给你。',
            },
            link_revoked: {
                title: '链接已撤回',
                text: '车房已撤回此链接。请向车房索取新链接。',
            },
            rate_limited: {
                title: '尝试次数过多',
                text: '请等几分钟后再试。',
            },
            unknown: {
                title: '出现问题',
                text: '无法加载此页面，请稍后再试。',
            },
        },
    },
});
