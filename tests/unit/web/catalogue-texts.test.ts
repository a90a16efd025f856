// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { catalogueTexts } from '../../../src/resources/invoice/editor/LineParts';

const pads = {
    id: 7,
    sku: 'PAD-F',
    name: 'Front brake pads',
    name_zh: '前制動皮',
    brand: 'Brembo',
    price_cents: 38_000,
};
const oil = { id: 8, sku: 'OIL', name: 'Engine oil', name_zh: '', brand: 'Castrol', price_cents: 12_000 };
const brakes = { id: 1, code: 'BRK', name: 'Brake service', name_zh: '剎車保養', price_cents: 45_000 };

it('shows a part or service by its Chinese name to zh-hk and zh-cn staff, by its name to en staff', () => {
    for (const locale of ['zh-hk', 'zh-cn']) {
        const texts = catalogueTexts(locale);
        expect(texts.productOption(pads)).toBe('PAD-F · 前制動皮 (Brembo) · $380.00');
        expect(texts.productText(pads)).toBe('PAD-F · 前制動皮 (Brembo)');
        expect(texts.serviceOption(brakes)).toBe('BRK · 剎車保養 · $450.00');
        expect(texts.serviceText(brakes)).toBe('BRK · 剎車保養');
    }
    const english = catalogueTexts('en');
    expect(english.productOption(pads)).toBe('PAD-F · Front brake pads (Brembo) · $380.00');
    expect(english.serviceText(brakes)).toBe('BRK · Brake service');
});

it('falls back to the name when the Chinese name is empty, and to the Chinese name when the name is', () => {
    expect(catalogueTexts('zh-hk').productText(oil)).toBe('OIL · Engine oil (Castrol)');
    expect(catalogueTexts('en').serviceText({ ...brakes, name: '' })).toBe('BRK · 剎車保養');
});
