import { describe, expect, it } from 'vitest';
import { MESSAGE_PLACEHOLDERS } from '../../../common/messages';
import { messageLabels } from '../../../src/i18n/message-labels';
import {
    shownPlaceholder,
    toShown,
    toStored,
    type PlaceholderNames,
} from '../../../src/resources/organization/wording/placeholderText';

const names = (locale: 'en' | 'zh-hk' | 'zh-cn') => messageLabels[locale].templates.placeholder as PlaceholderNames;

describe('placeholders as the staff read and type them', () => {
    it('shows the stored codes by their name in the UI language, and stores them back as codes', () => {
        const stored = '{{customer_name}} 你好，\n{{plate}} 嘅報價合共 {{total}}。\n{{link}}';
        const shown = toShown(stored, names('zh-hk'));
        expect(shown).toBe('{客戶姓名} 你好，\n{車牌} 嘅報價合共 {總額}。\n{連結}');
        expect(toStored(shown, names('zh-hk'))).toBe(stored);
        expect(toShown(stored, names('en'))).toBe('{Customer name} 你好，\n{Plate} 嘅報價合共 {Total}。\n{Link}');
    });

    it('round-trips every placeholder in every language', () => {
        for (const locale of ['en', 'zh-hk', 'zh-cn'] as const) {
            const stored = MESSAGE_PLACEHOLDERS.map(code => `{{${code}}}`).join(' ');
            expect(toStored(toShown(stored, names(locale)), names(locale))).toBe(stored);
        }
    });

    it('takes a code typed the old way, any case of an English name, and sends an unknown one for the server to name', () => {
        expect(toStored('{{plate}} {plate} { customer name }', names('en'))).toBe(
            '{{plate}} {{plate}} {{customer_name}}',
        );
        expect(toStored('{折扣碼} {{discount}}', names('zh-hk'))).toBe('{{折扣碼}} {{discount}}');
        expect(toShown('{{折扣碼}}', names('zh-hk'))).toBe('{折扣碼}');
        expect(shownPlaceholder('折扣碼', names('zh-hk'))).toBe('{折扣碼}');
        expect(shownPlaceholder('garage_phone', names('zh-cn'))).toBe('{车行电话}');
    });
});
