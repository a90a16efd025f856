import { defineNamespace } from '../define';

export default defineNamespace({
    en: {
        menu: { home: 'admin home', group: 'users', admin_user: 'admin users', user: 'users', workspace: 'workspaces' },
    },
    'zh-hk': {
        menu: { home: '管理主頁', group: '用戶', admin_user: '管理員', user: '用戶', workspace: '機構' },
    },
    'zh-cn': {
        menu: { home: '管理首页', group: '用户', admin_user: '管理员', user: '用户', workspace: '组织' },
    },
});
