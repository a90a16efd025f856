// Plausible Hong Kong customers and vehicles, generated from a seeded random source so runs are repeatable.

export type Random = () => number;

/** mulberry32: small, fast and good enough for test data. */
export function seededRandom(seed: number): Random {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const SURNAMES = [
    ['陳', 'Chan'],
    ['李', 'Lee'],
    ['黃', 'Wong'],
    ['張', 'Cheung'],
    ['劉', 'Lau'],
    ['梁', 'Leung'],
    ['何', 'Ho'],
    ['吳', 'Ng'],
    ['林', 'Lam'],
    ['鄭', 'Cheng'],
    ['周', 'Chow'],
    ['馮', 'Fung'],
    ['蔡', 'Choi'],
    ['曾', 'Tsang'],
    ['郭', 'Kwok'],
    ['謝', 'Tse'],
    ['羅', 'Law'],
    ['鄧', 'Tang'],
    ['許', 'Hui'],
    ['袁', 'Yuen'],
    ['蕭', 'Siu'],
    ['潘', 'Poon'],
    ['葉', 'Yip'],
    ['麥', 'Mak'],
    ['杜', 'To'],
    ['余', 'Yu'],
    ['石', 'Shek'],
    ['江', 'Kong'],
    ['范', 'Fan'],
    ['趙', 'Chiu'],
    ['孫', 'Suen'],
    ['馬', 'Ma'],
] as const;

const GIVEN_NAMES = [
    ['大文', 'Tai Man'],
    ['小明', 'Siu Ming'],
    ['美玲', 'Mei Ling'],
    ['志強', 'Chi Keung'],
    ['嘉欣', 'Ka Yan'],
    ['國華', 'Kwok Wah'],
    ['詠詩', 'Wing Sze'],
    ['家豪', 'Ka Ho'],
    ['俊傑', 'Chun Kit'],
    ['秀英', 'Sau Ying'],
    ['志明', 'Chi Ming'],
    ['偉倫', 'Wai Lun'],
    ['麗華', 'Lai Wah'],
    ['子健', 'Tsz Kin'],
    ['婉婷', 'Yuen Ting'],
    ['家明', 'Ka Ming'],
    ['靜雯', 'Ching Man'],
    ['浩然', 'Ho Yin'],
    ['美儀', 'Mei Yee'],
    ['振邦', 'Chun Bong'],
    ['嘉怡', 'Ka Yi'],
    ['德華', 'Tak Wah'],
    ['子晴', 'Tsz Ching'],
    ['志豪', 'Chi Ho'],
    ['麗珊', 'Lai Shan'],
    ['文傑', 'Man Kit'],
    ['家俊', 'Ka Chun'],
    ['敏儀', 'Man Yee'],
    ['志偉', 'Chi Wai'],
    ['雅琪', 'Nga Ki'],
    ['偉明', 'Wai Ming'],
    ['嘉豪', 'Ka Ho'],
    ['淑儀', 'Suk Yee'],
    ['永康', 'Wing Hong'],
    ['慧敏', 'Wai Man'],
    ['少華', 'Siu Wah'],
] as const;

const ENGLISH_NAMES = [
    'Peter',
    'Mary',
    'Kelvin',
    'Winnie',
    'Eric',
    'Joyce',
    'Alan',
    'Fiona',
    'Jason',
    'Karen',
    'Raymond',
    'Cindy',
];
const DISTRICTS = [
    'Kwun Tong',
    'Kowloon Bay',
    'Tsuen Wan',
    'Sha Tin',
    'Yuen Long',
    'Tuen Mun',
    'Chai Wan',
    'Aberdeen',
    'Mong Kok',
];
const TRADES = [
    'Logistics',
    'Taxi Co.',
    'Express',
    'Builders',
    'Catering',
    'Car Rental',
    'Trading',
    'Engineering',
    'Removals',
];
const TAGS = ['VIP', 'fleet', 'taxi', 'late payer', 'referral'];

export interface CustomerRow {
    name: string;
    type: 'individual' | 'company';
    company_name: string;
    phone: string;
    email: string;
    preferred_locale: 'en' | 'zh-hk' | 'zh-cn';
    tags: string[];
    marketing_consent: boolean;
    created_at: string;
}

const phone = (random: Random) =>
    `${pick(random, ['5', '6', '9'])}${between(random, 100, 999)} ${between(random, 1000, 9999)}`;

/** A time in the last three years, so lists sorted by creation look like a garage's history. */
const pastTimestamp = (random: Random) => new Date(Date.now() - random() * 3 * 365 * 86_400_000).toISOString();

export function customer(random: Random): CustomerRow {
    const [surnameZh, surname] = pick(random, SURNAMES);
    const [givenZh, given] = pick(random, GIVEN_NAMES);
    const company = random() < 0.05;
    const english = random() < 0.15 ? `${pick(random, ENGLISH_NAMES)} ` : '';
    const companyName = company ? `${pick(random, DISTRICTS)} ${pick(random, TRADES)} Limited` : '';
    return {
        name: company ? companyName.replace(' Limited', '') : `${surnameZh}${givenZh} ${english}${surname} ${given}`,
        type: company ? 'company' : 'individual',
        company_name: companyName,
        phone: company ? `2${between(random, 100, 999)} ${between(random, 1000, 9999)}` : phone(random),
        email:
            random() < 0.4
                ? `${given.replace(' ', '').toLowerCase()}.${surname.toLowerCase()}${between(random, 1, 999)}@mail.example`
                : '',
        preferred_locale: random() < 0.8 ? 'zh-hk' : pick(random, ['en', 'zh-cn'] as const),
        tags: random() < 0.15 ? [pick(random, TAGS)] : [],
        marketing_consent: random() < 0.3,
        created_at: pastTimestamp(random),
    };
}

type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric' | 'lpg';
const MODELS: [make: string, model: string, fuel: Fuel, vehicleClass: string][] = [
    ['Toyota', 'Alphard', 'hybrid', 'Private car'],
    ['Toyota', 'Noah', 'hybrid', 'Private car'],
    ['Toyota', 'Crown Comfort', 'lpg', 'Taxi'],
    ['Toyota', 'Comfort Hybrid', 'lpg', 'Taxi'],
    ['Toyota', 'Prius', 'hybrid', 'Private car'],
    ['Honda', 'Jazz', 'petrol', 'Private car'],
    ['Honda', 'Freed', 'petrol', 'Private car'],
    ['Honda', 'Odyssey', 'petrol', 'Private car'],
    ['Tesla', 'Model 3', 'electric', 'Private car'],
    ['Tesla', 'Model Y', 'electric', 'Private car'],
    ['BMW', '3 Series', 'petrol', 'Private car'],
    ['Mercedes-Benz', 'C-Class', 'petrol', 'Private car'],
    ['Lexus', 'RX', 'hybrid', 'Private car'],
    ['Nissan', 'NV350 Urvan', 'diesel', 'Light goods vehicle'],
    ['Hino', '300 Series', 'diesel', 'Light goods vehicle'],
    ['Isuzu', 'N-Series', 'diesel', 'Light goods vehicle'],
    ['Toyota', 'HiAce', 'diesel', 'Light goods vehicle'],
    ['Mazda', 'CX-5', 'petrol', 'Private car'],
];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Red', 'Blue', 'Green'];

// HK plates: two letters (no I, O or Q) and 1 to 9999. Plate number k of a workspace is a fixed permutation of all
// of them, so plates are unique without remembering the ones already given.
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const PLATE_SPACE = PLATE_LETTERS.length ** 2 * 9999;
const PLATE_STRIDE = 1_000_003; // prime, so coprime with PLATE_SPACE: k → k × stride mod space is a permutation

export function plate(k: number): string {
    const n = Number((BigInt(k) * BigInt(PLATE_STRIDE)) % BigInt(PLATE_SPACE));
    const letters = Math.floor(n / 9999);
    return `${PLATE_LETTERS[Math.floor(letters / PLATE_LETTERS.length)]}${PLATE_LETTERS[letters % PLATE_LETTERS.length]} ${(n % 9999) + 1}`;
}
export const MAX_PLATES = PLATE_SPACE;

export interface VehicleRow {
    plate: string;
    make: string;
    model: string;
    year: number;
    colour: string;
    fuel: Fuel;
    vehicle_class: string;
    mileage: number;
    customer_id: number | null;
    licence_expiry: string;
    insurance_expiry: string;
    created_at: string;
}

const dateFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Vehicle number `k` of its workspace; nine in ten have an owner among `customerIds`. */
export function vehicle(random: Random, k: number, customerIds: readonly number[]): VehicleRow {
    const [make, model, fuel, vehicleClass] = pick(random, MODELS);
    const year = between(random, 2008, 2024);
    const licenceDays = between(random, -60, 365);
    return {
        plate: plate(k),
        make,
        model,
        year,
        fuel,
        colour: pick(random, COLOURS),
        vehicle_class: vehicleClass,
        mileage: (2025 - year) * between(random, 8_000, vehicleClass === 'Taxi' ? 90_000 : 15_000),
        customer_id: customerIds.length && random() < 0.9 ? pick(random, customerIds) : null,
        licence_expiry: dateFromToday(licenceDays),
        insurance_expiry: dateFromToday(licenceDays + between(random, -30, 30)),
        created_at: pastTimestamp(random),
    };
}
