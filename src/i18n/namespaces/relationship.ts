import { withDeclaredLabels } from '../declared-labels';
import { defineNamespace } from '../define';

const namespace = defineNamespace({
    en: {
        customer: {
            filters: { tag: 'Tag' },
            type: { individual: 'Individual', company: 'Company' },
            sections: { vehicles: 'Vehicles', jobs: 'Jobs' },
            balance_owed: 'Balance owed',
            add_vehicle: 'Add a vehicle',
            unbilled_work: 'Unbilled work',
            no_vehicles: 'No vehicles yet.',
            no_jobs: 'No jobs yet.',
            consent_source: { staff: 'Staff', online: 'Online', import: 'Import' },
            consent: {
                help: 'Tick only when the customer has said yes to reminders (licence, insurance, service). Hong Kong’s privacy law asks for their consent, kept with where and when it was given.',
                agreed: {
                    staff: 'Agreed on %{date}, by staff',
                    online: 'Agreed on %{date}, online',
                    import: 'Agreed on %{date}, by import',
                },
                legacy: 'Agreed (before sources were recorded)',
                not_agreed: 'Not agreed',
            },
        },
    },
    'zh-hk': {
        customer: {
            filters: { tag: '標籤' },
            type: { individual: '個人', company: '公司' },
            sections: { vehicles: '車輛', jobs: '工作單' },
            balance_owed: '欠款',
            add_vehicle: '新增車輛',
            unbilled_work: '未開單工作',
            no_vehicles: '暫無車輛。',
            no_jobs: '暫無工作單。',
            consent_source: { staff: '職員', online: '網上', import: '匯入' },
            consent: {
                help: '只在客戶同意接收提示（牌照、保險、保養）時才剔選。香港私隱條例要求取得客戶同意，並記錄同意的來源及時間。',
                agreed: {
                    staff: '於 %{date} 經職員記錄同意',
                    online: '於 %{date} 網上同意',
                    import: '於 %{date} 經匯入同意',
                },
                legacy: '已同意（未有記錄來源）',
                not_agreed: '未同意',
            },
        },
    },
    'zh-cn': {
        customer: {
            filters: { tag: '标签' },
            type: { individual: '个人', company: '公司' },
            sections: { vehicles: '车辆', jobs: '工单' },
            balance_owed: '欠款',
            add_vehicle: '添加车辆',
            unbilled_work: '未开票工作',
            no_vehicles: '暂无车辆。',
            no_jobs: '暂无工单。',
            consent_source: { staff: '员工', online: '网上', import: '导入' },
            consent: {
                help: '仅在客户同意接收提醒（牌照、保险、保养）时才勾选。香港私隐条例要求取得客户同意，并记录同意的来源及时间。',
                agreed: {
                    staff: '于 %{date} 经员工记录同意',
                    online: '于 %{date} 网上同意',
                    import: '于 %{date} 经导入同意',
                },
                legacy: '已同意（未记录来源）',
                not_agreed: '未同意',
            },
        },
    },
});

/** With the menu entries, create titles and field labels of relationship's declared resources, from the server. */
export default withDeclaredLabels('relationship', namespace);
