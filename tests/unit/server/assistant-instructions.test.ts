import { describe, expect, it } from 'vitest';
import { draftMessageBuiltin } from '../../../server/modules/assistant/builtin/message-draft';

const TEMPLATE = {
    en: { subject: '{{plate}} is ready', body: 'Hi {{customer_name}}, {{plate}} is ready at {{garage_name}}.' },
    'zh-hk': { subject: '{{plate}} 已經整好', body: '你好{{customer_name}}，你部車 {{plate}} 已經整好。' },
    'zh-cn': { subject: '{{plate}} 已修好', body: '您好{{customer_name}}，您的车辆 {{plate}} 已修好。' },
};
const VALUES = { customer_name: 'Chan', plate: 'AB 1234', garage_name: 'Pitstop' };

const drafted = (locale: keyof typeof TEMPLATE, instructions?: string) =>
    draftMessageBuiltin(TEMPLATE[locale], VALUES, instructions, locale);

describe('the built-in assistant’s message draft', () => {
    it('is the template as filled without instructions, and says so', () => {
        expect(drafted('en')).toEqual({
            subject: 'AB 1234 is ready',
            body: 'Hi Chan, AB 1234 is ready at Pitstop.',
            not_followed: [],
            from_template: true,
        });
    });

    it('follows an apology and a ready time in English, after the greeting', () => {
        expect(drafted('en', 'apologise for the delay, ready tomorrow 3 pm')).toMatchObject({
            body: 'Hi Chan, sorry for the delay. Your car will be ready to collect tomorrow at 3:00 pm. AB 1234 is ready at Pitstop.',
            not_followed: [],
            from_template: false,
        });
        expect(drafted('en', 'ready Saturday 10:30am').body).toContain('ready to collect on Saturday at 10:30 am.');
    });

    it('reads Cantonese and Mandarin times and writes them in the message’s language', () => {
        expect(drafted('zh-hk', '聽日下晝三點有得攞').body).toBe(
            '你好Chan，你部車預計聽日下晝3:00可以攞車。你部車 AB 1234 已經整好。',
        );
        expect(drafted('zh-cn', '不好意思久等了，明天下午3点半可以取车').body).toBe(
            '您好Chan，很抱歉让您久等了。您的车预计明天下午3:30可以取车。您的车辆 AB 1234 已修好。',
        );
        expect(drafted('zh-hk', '對唔住要你等').body).toContain('對唔住要你等咗咁耐。');
        // an English instruction for a Chinese customer: the sentence is in the customer's language
        expect(drafted('zh-hk', 'sorry, ready today 6pm').body).toContain(
            '不便之處，請多多包涵。你部車預計今日夜晚6:00可以攞車。',
        );
    });

    it('names what it cannot follow, and keeps the template when it follows nothing', () => {
        expect(drafted('en', 'sorry, and offer a free car wash')).toMatchObject({
            not_followed: ['offer a free car wash'],
            from_template: false,
        });
        expect(drafted('zh-hk', '同佢講有九折')).toEqual({
            ...drafted('zh-hk'),
            not_followed: ['同佢講有九折'],
            from_template: true,
        });
    });
});
