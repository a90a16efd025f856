import type { Locale } from '../../../../common/locales';
import type { Clause } from './clauses';

/** The most of a clause a reason quotes. */
const QUOTE_LENGTH = 60;

const QUOTES: Record<Locale, [string, string]> = { en: ['“', '”'], 'zh-hk': ['「', '」'], 'zh-cn': ['“', '”'] };

/** The customer's words, quoted as the locale quotes, shortened when long. */
export function quote(clause: Clause, locale: Locale): string {
    const characters = [...clause.text];
    const text = characters.length > QUOTE_LENGTH ? `${characters.slice(0, QUOTE_LENGTH - 1).join('')}…` : clause.text;
    const [open, close] = QUOTES[locale];
    return `${open}${text}${close}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type LineRole = 'work' | 'part' | 'named';

/** Why a line is proposed: what it answers and the words of the complaint it answers. */
export function reason(role: LineRole, label: string, quoted: string, locale: Locale): string {
    if (locale === 'en') {
        if (role === 'named') return `Named in the complaint: ${quoted}`;
        return `${capitalised(label)}${role === 'part' ? ' (part)' : ''}: ${quoted}`;
    }
    if (role === 'named') return `${locale === 'zh-hk' ? '客人提到' : '客户提到'}：${quoted}`;
    return `${label}${role === 'part' ? '（零件）' : ''}：${quoted}`;
}

/** One sentence listing the concerns found; saying so when none is, or the catalogue has nothing for them. */
export function summary(labels: readonly string[], proposesLines: boolean, locale: Locale): string {
    if (labels.length === 0)
        return {
            en: 'No concern recognised in the complaint; add the lines by hand.',
            'zh-hk': '未能從描述中辨認出問題，請自行加入項目。',
            'zh-cn': '未能从描述中识别出问题，请手动添加项目。',
        }[locale];
    const listed = labels.join(locale === 'en' ? ', ' : '、');
    if (!proposesLines)
        return {
            en: `Concerns found: ${listed}; nothing in the catalogue matches them.`,
            'zh-hk': `找到的問題：${listed}；價目表中沒有相符的項目。`,
            'zh-cn': `发现的问题：${listed}；目录中没有相符的项目。`,
        }[locale];
    return { en: `Concerns found: ${listed}.`, 'zh-hk': `找到的問題：${listed}。`, 'zh-cn': `发现的问题：${listed}。` }[
        locale
    ];
}
