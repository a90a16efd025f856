import { defineNamespace } from '../define';

export default defineNamespace({
    en: { menu: { customer: 'customer' } },
    'zh-hk': { menu: { customer: '客戶' } },
    'zh-cn': { menu: { customer: '客户' } },
});
