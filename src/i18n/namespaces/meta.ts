import { defineNamespace } from '../define';

/** Brand, page names (document titles), the language and theme switchers, toasts and the not-found page. */
export default defineNamespace({
    en: {
        brand: { tag: 'AI', subtitle: 'Unlock your productivity with AI' },
        page: {
            login: 'Login',
            admin_login: 'Admin login',
            register: 'Register',
            forgot_password: 'Forgot password',
            reset_password: 'Reset password',
            not_found: 'Page not found',
        },
        language: { label: 'Language' },
        theme: { to_dark: 'Switch to dark theme', to_light: 'Switch to light theme' },
        not_found: { text: 'The page you are looking for does not exist.', home: 'Go to the home page' },
        toast: { close: 'Close' },
    },
    'zh-hk': {
        brand: { tag: 'AI', subtitle: '以 AI 釋放你的生產力' },
        page: {
            login: '登入',
            admin_login: '管理員登入',
            register: '註冊',
            forgot_password: '忘記密碼',
            reset_password: '重設密碼',
            not_found: '找不到頁面',
        },
        language: { label: '語言' },
        theme: { to_dark: '切換至深色主題', to_light: '切換至淺色主題' },
        not_found: { text: '你要找的頁面並不存在。', home: '返回主頁' },
        toast: { close: '關閉' },
    },
    'zh-cn': {
        brand: { tag: 'AI', subtitle: '用 AI 释放你的生产力' },
        page: {
            login: '登录',
            admin_login: '管理员登录',
            register: '注册',
            forgot_password: '忘记密码',
            reset_password: '重置密码',
            not_found: '找不到页面',
        },
        language: { label: '语言' },
        theme: { to_dark: '切换到深色主题', to_light: '切换到浅色主题' },
        not_found: { text: '你要找的页面不存在。', home: '返回首页' },
        toast: { close: '关闭' },
    },
});
