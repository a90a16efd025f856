import { defineNamespace } from '../define';

export default defineNamespace({
    en: { menu: { group: 'profile', profile: 'profile', organizations: 'organizations' } },
    'zh-hk': { menu: { group: '個人', profile: '個人資料', organizations: '我的機構' } },
    'zh-cn': { menu: { group: '个人', profile: '个人资料', organizations: '我的组织' } },
});
