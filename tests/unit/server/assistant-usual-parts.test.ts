import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../common/locales';
import { demoCatalogue } from '../../../scripts/eval/demo-catalogue';
import type { CatalogueItem, DraftVehicle, ProposedJob } from '../../../server/modules/assistant/catalogue';
import { draftJobBuiltin } from '../../../server/modules/assistant/builtin';

const catalogue = demoCatalogue();
const JAZZ = { make: 'Honda', model: 'Jazz' };

const draft = (
    complaint: string,
    locale: Locale,
    vehicle?: DraftVehicle,
    items: readonly CatalogueItem[] = catalogue,
) => draftJobBuiltin({ complaint, locale, catalogue: items, vehicle });

const codes = (job: ProposedJob) =>
    job.lines.map(line => catalogue.find(item => item.kind === line.kind && item.id === line.id)?.code);

describe('direction, pulling, vibration and noise', () => {
    it("reads the issue's complaint as brakes and alignment, the brake job bringing the car's pads", () => {
        const job = draft('煞車有嘰嘰聲，車向左偏', 'zh-hk', JAZZ);
        expect(codes(job)).toEqual(['SVC-BRAKE-F', 'BRK-PAD-F-HON-JAZZ', 'SVC-ALIGN']);
        expect(job.summary).toBe('找到的問題：剎車、四輪定位。');
        expect(job.unmatched).toEqual([]);
    });

    it('reads pulling and a shaking steering wheel in Cantonese, Mandarin and English', () => {
        expect(codes(draft('車向右拉', 'zh-hk'))).toEqual(['SVC-ALIGN']);
        expect(codes(draft('車會自己扯去右邊', 'zh-hk'))).toEqual(['SVC-ALIGN']);
        expect(codes(draft('车往左跑偏', 'zh-cn'))).toEqual(['SVC-ALIGN']);
        expect(codes(draft('the car veers to the right', 'en'))).toEqual(['SVC-ALIGN']);
        expect(codes(draft('高速軚盤震', 'zh-hk'))).toEqual(['SVC-TYRE-ROT']);
        expect(codes(draft('刹车的时候方向盘抖', 'zh-cn'))).toEqual(['SVC-BRAKE-DISC']);
    });

    it('takes a sound joined to the brakes as the brakes’ sound, not a second concern', () => {
        expect(codes(draft('刹车还有吱吱声', 'zh-cn'))).toEqual(['SVC-BRAKE-F']);
        expect(codes(draft('後面有嗡嗡聲', 'zh-hk'))).toEqual(['SVC-DIAG']);
    });
});

describe('what it did not understand', () => {
    it('gives the pieces of the complaint it found nothing in, as written, but not greetings', () => {
        const job = draft('Hi, brake noise, and the radio keeps switching channels. Thanks!', 'en');
        expect(codes(job)).toEqual(['SVC-BRAKE-F']);
        expect(job.unmatched).toEqual(['the radio keeps switching channels']);
        expect(draft('你好，收音機冇聲出，唔該', 'zh-hk').unmatched).toEqual(['收音機冇聲出']);
    });
});

describe("a service's usual parts", () => {
    it('follow the car: its model, else its make, else every car; none when the car is unknown and parts differ', () => {
        expect(codes(draft('brakes squeal', 'en', { make: 'Toyota', model: 'Vellfire' }))).toEqual([
            'SVC-BRAKE-F',
            'BRK-PAD-F-TOY-ALP',
        ]);
        expect(codes(draft('brakes squeal', 'en'))).toEqual(['SVC-BRAKE-F']);
        expect(codes(draft('oil change', 'en', { make: 'Honda', model: 'Odyssey' }))).toEqual([
            'SVC-OIL',
            'OIL-0W20-4L',
            'FLT-OIL-HON-15400',
        ]);
        expect(codes(draft('aircon not cold', 'en', { make: 'Tesla', model: 'Model Y' }))).toEqual([
            'SVC-AC-REGAS',
            'AC-R1234YF',
        ]);
        expect(codes(draft('aircon not cold', 'en', JAZZ))).toEqual(['SVC-AC-REGAS', 'AC-R134A']);
    });

    it("come from the garage's history only when none is declared and the complaint names none", () => {
        const battery = catalogue.find(item => item.code === 'SVC-BATTERY')!;
        const usual = catalogue.find(item => item.code === 'BAT-80D26L')!;
        const learned = catalogue.map(item =>
            item === battery
                ? { ...item, learned_parts: [{ product_id: usual.id, quantity_milli: 1000, make: '', model: '' }] }
                : item,
        );
        expect(codes(draft('battery flat', 'en', JAZZ, learned))).toEqual(['SVC-BATTERY', 'BAT-80D26L']);
        expect(codes(draft('battery 55B24L flat', 'en', JAZZ, learned))).toEqual(['SVC-BATTERY', 'BAT-55B24L']);
    });
});
