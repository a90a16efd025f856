import { describe, expect, it } from 'vitest';
import { factsIn, ownFacts } from '../../../server/modules/assistant/draft-facts';

const noTemplate = { subject: '', body: '' };
const drafted = (body: string, subject = '') => ownFacts({ subject, body }, noTemplate);

describe('facts a model may not write in a message draft', () => {
    it.each([
        ['You owe only HK$1.00, pay at http://evil.example/pay', ['http://evil.example/pay', 'HK$1', '1.00']],
        ['Pay now at evil.example/pay', ['evil.example/pay']],
        ['Visit www.garage-deals.com today', ['www.garage-deals.com']],
        ['Write to pay@evil.example', ['pay@evil.example']],
        ['Call us on 9123 4567', ['9123 4567']],
        ['Call +852 2345-6789 now', ['+852 2345-6789']],
        ['WhatsApp 9 1 2 3 4 5 6 7', ['9 1 2 3 4 5 6 7']],
        ['Only $ 5 today', ['$ 5']],
        ['The bill is HKD 320', ['HKD 320']],
        ['Just 50 dollars', ['50 dollars']],
        ['Save 10% this week', ['10%']],
        ['The total is 1,200', ['1,200', '1,200']],
        ['Your appointment is on 2026-05-01', ['2026-05-01']],
    ])('refuses “%s”', (body, facts) => {
        expect(drafted(body).length).toBeGreaterThan(0);
        for (const fact of new Set(facts)) expect(factsIn(body)).toContain(fact);
    });

    it.each([
        ['只需付港幣一百元', '一百元'],
        ['今日只收50蚊', '50蚊'],
        ['全單八折', '八折'],
        ['請到 evil.example 付款', 'evil.example'],
        ['請致電 9123 4567', '9123 4567'],
        ['只需付ＨＫ＄１．００', 'HK$1'],
        ['請致電９１２３４５６７', '91234567'],
        ['请到ｅｖｉｌ．ｅｘａｍｐｌｅ付款', 'evil.example'],
        ['只需人民币3元', '人民币3'],
    ])('refuses the Chinese “%s”, full-width digits and signs included', (body, fact) => {
        expect(factsIn(body)).toContain(fact);
        expect(drafted(body).length).toBeGreaterThan(0);
    });

    it.each([
        'Dear {{customer_name}}, your {{plate}} is ready. Please collect it within 24 hours.',
        'The estimate for {{plate}} comes to {{total}}: approve each of the 3 items here {{link}}',
        'We will call you in 2 days. Thank you! Kwun Tong Auto',
        'Hi {{customer_name}}, e.g. brakes and tyres, i.e. the usual 2-3 checks.',
        '陳生你好，你部車 {{plate}} 已經整好，請喺24小時內嚟攞車。',
        '您好，{{plate}} 的报价是 {{total}}，请于7天内回复：{{link}}',
        '你好，預約喺 {{booking_time}}，如要更改請按 {{link}}。多謝！',
    ])('keeps “%s”', body => {
        expect(drafted(body)).toEqual([]);
    });

    it('reads the subject too', () => {
        expect(drafted('Your car is ready', 'Pay HK$1 now')).toEqual(['HK$1']);
    });

    it('lets the model keep a fact the garage’s template writes itself, and no other', () => {
        const template = { subject: 'Ready', body: 'Your car is ready. Questions? Call 2345 6789 or garage.hk' };
        expect(ownFacts({ subject: 'Ready', body: 'Ready! Call 2345-6789, see garage.hk' }, template)).toEqual([]);
        expect(ownFacts({ subject: 'Ready', body: 'Call 2345 6789 or 9999 0000' }, template)).toEqual(['9999 0000']);
    });
});
