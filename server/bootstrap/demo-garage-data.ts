// The demo garage's records, as compact tables. Dates are days from the seed date; money is in HK dollars here and
// stored in cents; stock and reorder levels are in units here and stored in thousandths.

import type { JobStatus, PaymentMethod } from '../../common/jobs';

type Locale = 'en' | 'zh-hk' | 'zh-cn';

/** Name (Chinese and English), phone, email, tags, preferred locale (default zh-hk), marketing consent. */
export type PersonRow = [
    name: string,
    phone: string,
    email: string,
    tags: string[],
    locale?: Locale,
    consent?: boolean,
];

export const PEOPLE: PersonRow[] = [
    ['陳大文 Chan Tai Man', '9123 4567', 'taiman.chan@gmail.example', ['VIP'], 'zh-hk', true],
    ['李小明 Lee Siu Ming', '6234 5678', '', []],
    ['黃美玲 Wong Mei Ling', '9345 1122', 'meiling.wong@yahoo.example', ['VIP'], 'zh-hk', true],
    ['張志強 Cheung Chi Keung', '5123 8899', '', []],
    ['劉嘉欣 Lau Ka Yan', '9456 2233', 'kayan.lau@outlook.example', [], 'en', true],
    ['梁國華 Leung Kwok Wah', '6345 7788', '', ['taxi']],
    ['何詠詩 Ho Wing Sze', '9567 3344', 'wingsze.ho@gmail.example', []],
    ['吳家豪 Ng Ka Ho', '6456 9900', '', ['taxi']],
    ['林俊傑 Lam Chun Kit', '9678 4455', 'chunkit.lam@gmail.example', ['VIP'], 'en'],
    ['鄭秀英 Cheng Sau Ying', '5234 6677', '', [], 'zh-hk', true],
    ['周志明 Chow Chi Ming', '9789 5566', 'chiming.chow@netvigator.example', []],
    ['馮偉倫 Fung Wai Lun', '6567 1234', '', ['taxi']],
    ['蔡麗華 Choi Lai Wah', '9890 6677', 'laiwah.choi@gmail.example', [], 'zh-cn'],
    ['曾子健 Tsang Tsz Kin', '6678 2345', '', []],
    ['郭婉婷 Kwok Yuen Ting', '9901 7788', 'yuenting.kwok@icloud.example', ['VIP'], 'en', true],
    ['謝家明 Tse Ka Ming', '5345 3456', '', ['taxi']],
    ['羅靜雯 Law Ching Man', '9012 8899', 'chingman.law@gmail.example', []],
    ['鄧浩然 Tang Ho Yin', '6789 4567', '', [], 'zh-hk', true],
    ['許美儀 Hui Mei Yee', '9135 2468', 'meiyee.hui@yahoo.example', []],
    ['袁振邦 Yuen Chun Bong', '6891 3579', '', ['taxi']],
    ['蕭嘉怡 Siu Ka Yi', '9246 8013', 'kayi.siu@gmail.example', [], 'en'],
    ['潘德華 Poon Tak Wah', '5456 1357', '', []],
    ['葉子晴 Yip Tsz Ching', '9357 9024', 'tszching.yip@outlook.example', ['VIP'], 'zh-hk', true],
    ['麥志豪 Mak Chi Ho', '6902 4680', '', []],
    ['杜麗珊 To Lai Shan', '9468 0135', 'laishan.to@gmail.example', [], 'zh-cn'],
    ['余文傑 Yu Man Kit', '6013 5791', '', ['taxi']],
    ['石家俊 Shek Ka Chun', '9579 1246', 'kachun.shek@gmail.example', []],
    ['江敏儀 Kong Man Yee', '5567 2468', '', [], 'zh-hk', true],
    ['范志偉 Fan Chi Wai', '9680 2357', 'chiwai.fan@netvigator.example', []],
    ['David Wilson', '9791 3468', 'david.wilson@gmail.example', ['VIP'], 'en', true],
    ['Priya Sharma', '6124 4579', 'priya.sharma@outlook.example', [], 'en'],
    ['王建國 Wang Jianguo', '5678 5680', 'jianguo.wang@163.example', [], 'zh-cn'],
    ['趙雅琪 Chiu Nga Ki', '9802 6791', '', []],
    ['孫偉明 Suen Wai Ming', '6235 7802', '', ['taxi']],
];

/** Company name (Chinese and English), registered name, phone, email, tags. */
export type CompanyRow = [name: string, companyName: string, phone: string, email: string, tags: string[]];

export const COMPANIES: CompanyRow[] = [
    [
        '九龍物流 Kowloon Logistics',
        'Kowloon Logistics Company Limited',
        '2345 1188',
        'fleet@kln-logistics.example',
        ['fleet'],
    ],
    [
        '新界的士車行 NT Taxi Co.',
        'New Territories Taxi Company Limited',
        '2456 7788',
        'office@nt-taxi.example',
        ['taxi', 'fleet'],
    ],
    ['港島速遞 Island Express', 'Island Express Courier Limited', '2567 3344', 'ops@island-express.example', ['fleet']],
    ['觀塘建築 KT Builders', 'Kwun Tong Builders Limited', '2678 9900', 'admin@kt-builders.example', ['fleet', 'VIP']],
    [
        '翠華餐廳 Tsui Wah Kitchen',
        'Tsui Wah Kitchen (Kwun Tong) Limited',
        '2789 4455',
        'accounts@tw-kitchen.example',
        [],
    ],
    ['明星租車 Star Car Rental', 'Star Car Rental Limited', '2890 5566', 'fleet@star-rental.example', ['fleet']],
];

/**
 * The customers who agreed to reminders (by the English part of their name): where, and how many days ago. Consent is
 * given, never assumed (Hong Kong's PDPO): at the front desk, or by ticking the box on the online booking page. The
 * others did not, so some of this month's licence and insurance reminders go to nobody, as the Reminders page says.
 */
export const REMINDER_CONSENT: Record<string, [source: 'staff' | 'online', daysAgo: number]> = {
    'Chan Tai Man': ['staff', 420],
    'Wong Mei Ling': ['staff', 210],
    'Lau Ka Yan': ['online', 45],
    'Leung Kwok Wah': ['staff', 95],
    'Cheng Sau Ying': ['staff', 300],
    'Kwok Yuen Ting': ['online', 30],
    'Tang Ho Yin': ['staff', 520],
    'Yuen Chun Bong': ['staff', 160],
    'Yip Tsz Ching': ['online', 8],
    'Kong Man Yee': ['staff', 120],
    'David Wilson': ['online', 12],
    'Kowloon Logistics': ['staff', 700],
    'NT Taxi Co.': ['staff', 365],
};

/**
 * Plate, make, model, year, colour, fuel, vehicle class, mileage, owner (the English part of a customer's name, or
 * null for a walk-in), days until the licence expires, days until the insurance expires.
 */
export type VehicleRow = [
    plate: string,
    make: string,
    model: string,
    year: number,
    colour: string,
    fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric' | 'lpg',
    vehicleClass: string,
    mileage: number,
    owner: string | null,
    licenceDays: number,
    insuranceDays: number,
];

export const VEHICLES: VehicleRow[] = [
    ['AB 1234', 'Toyota', 'Alphard', 2021, 'White', 'hybrid', 'Private car', 48200, 'Chan Tai Man', 12, 40],
    ['TC 888', 'Tesla', 'Model Y', 2023, 'Black', 'electric', 'Private car', 21500, 'Chan Tai Man', 210, 210],
    ['KL 5678', 'Honda', 'Jazz', 2017, 'Silver', 'petrol', 'Private car', 96300, 'Lee Siu Ming', -5, -5],
    ['MW 2233', 'Mercedes-Benz', 'C-Class C200', 2020, 'Grey', 'petrol', 'Private car', 55400, 'Wong Mei Ling', 25, 25],
    ['HN 9012', 'Toyota', 'Noah', 2019, 'White', 'hybrid', 'Private car', 78100, 'Cheung Chi Keung', 140, 140],
    ['LY 3456', 'Honda', 'Freed', 2018, 'Blue', 'petrol', 'Private car', 83900, 'Lau Ka Yan', 300, 300],
    ['UV 4821', 'Toyota', 'Crown Comfort', 2014, 'Red', 'lpg', 'Taxi', 612000, 'Leung Kwok Wah', 8, 8],
    ['PK 7788', 'BMW', '320i', 2019, 'White', 'petrol', 'Private car', 61200, 'Ho Wing Sze', 95, 95],
    ['VX 5133', 'Toyota', 'Comfort Hybrid (JPN Taxi)', 2021, 'Red', 'lpg', 'Taxi', 286000, 'Ng Ka Ho', 45, 45],
    ['KIT 1', 'Lexus', 'RX 450h', 2022, 'Black', 'hybrid', 'Private car', 30100, 'Lam Chun Kit', 180, 180],
    ['SY 2468', 'Toyota', 'Prius', 2016, 'Silver', 'hybrid', 'Private car', 132000, 'Cheng Sau Ying', -30, 20],
    ['CM 1357', 'Honda', 'Odyssey', 2018, 'Dark blue', 'petrol', 'Private car', 88700, 'Chow Chi Ming', 60, 60],
    ['WL 6061', 'Toyota', 'Crown Comfort', 2012, 'Green', 'lpg', 'Taxi', 745000, 'Fung Wai Lun', 3, 3],
    ['LW 4040', 'Tesla', 'Model 3', 2021, 'White', 'electric', 'Private car', 42800, 'Choi Lai Wah', 120, 120],
    ['TK 9191', 'Volkswagen', 'Golf', 2017, 'Grey', 'petrol', 'Private car', 90100, 'Tsang Tsz Kin', 230, 230],
    ['YT 8', 'Porsche', 'Macan', 2022, 'White', 'petrol', 'Private car', 18400, 'Kwok Yuen Ting', 28, 28],
    ['KM 7070', 'Toyota', 'Crown Comfort', 2015, 'Red', 'lpg', 'Taxi', 540000, 'Tse Ka Ming', 70, 70],
    ['CM 3030', 'Mazda', 'CX-5', 2019, 'Red', 'petrol', 'Private car', 57300, 'Law Ching Man', 150, 150],
    ['HY 5151', 'Nissan', 'Serena e-Power', 2020, 'White', 'hybrid', 'Private car', 63800, 'Tang Ho Yin', -60, -60],
    ['MY 2020', 'Honda', 'HR-V', 2021, 'Orange', 'hybrid', 'Private car', 28800, 'Hui Mei Yee', 200, 200],
    ['CB 6262', 'Toyota', 'Crown Comfort', 2013, 'Red', 'lpg', 'Taxi', 688000, 'Yuen Chun Bong', 19, 19],
    [
        'KY 1818',
        'Mini',
        'Cooper S',
        2018,
        'British racing green',
        'petrol',
        'Private car',
        47200,
        'Siu Ka Yi',
        260,
        260,
    ],
    ['TW 4321', 'Toyota', 'Corolla Cross', 2022, 'Silver', 'hybrid', 'Private car', 22300, 'Poon Tak Wah', 330, 330],
    ['CHING', 'Tesla', 'Model 3', 2023, 'Blue', 'electric', 'Private car', 15600, 'Yip Tsz Ching', 35, 35],
    ['CH 5050', 'Subaru', 'Forester', 2017, 'Green', 'petrol', 'Private car', 101400, 'Mak Chi Ho', 110, 110],
    ['LS 9898', 'Honda', 'Jazz', 2020, 'Yellow', 'petrol', 'Private car', 39700, 'To Lai Shan', 80, 80],
    ['MK 3131', 'Toyota', 'Comfort Hybrid (JPN Taxi)', 2020, 'Red', 'lpg', 'Taxi', 351000, 'Yu Man Kit', 14, 14],
    ['KC 7272', 'Audi', 'A4', 2018, 'Black', 'petrol', 'Private car', 76500, 'Shek Ka Chun', 170, 170],
    ['MY 6363', 'Toyota', 'Sienta', 2019, 'White', 'hybrid', 'Private car', 58600, 'Kong Man Yee', -12, 50],
    ['CW 2424', 'Mitsubishi', 'Outlander PHEV', 2019, 'Grey', 'hybrid', 'Private car', 69900, 'Fan Chi Wai', 240, 240],
    ['DW 99', 'BMW', 'X5 xDrive40i', 2021, 'Black', 'petrol', 'Private car', 36200, 'David Wilson', 22, 22],
    ['BRIT 1', 'Land Rover', 'Defender 110', 2022, 'Green', 'diesel', 'Private car', 19800, 'David Wilson', 290, 290],
    ['PS 1717', 'Hyundai', 'Kona Electric', 2022, 'Blue', 'electric', 'Private car', 24100, 'Priya Sharma', 130, 130],
    [
        'JG 8686',
        'Mercedes-Benz',
        'E-Class E300',
        2020,
        'Silver',
        'petrol',
        'Private car',
        51900,
        'Wang Jianguo',
        190,
        190,
    ],
    ['NK 4646', 'Toyota', 'Vellfire', 2019, 'Black', 'petrol', 'Private car', 74300, 'Chiu Nga Ki', 6, 6],
    ['WM 7373', 'Toyota', 'Crown Comfort', 2016, 'Red', 'lpg', 'Taxi', 498000, 'Suen Wai Ming', 155, 155],
    [
        'KL 1001',
        'Isuzu',
        'N-Series NPR',
        2018,
        'White',
        'diesel',
        'Light goods vehicle',
        182000,
        'Kowloon Logistics',
        30,
        30,
    ],
    [
        'KL 1002',
        'Hino',
        '300 Series',
        2019,
        'White',
        'diesel',
        'Light goods vehicle',
        164000,
        'Kowloon Logistics',
        90,
        90,
    ],
    [
        'KL 1003',
        'Isuzu',
        'N-Series NPR',
        2020,
        'White',
        'diesel',
        'Light goods vehicle',
        121000,
        'Kowloon Logistics',
        -2,
        -2,
    ],
    [
        'KL 1004',
        'Nissan',
        'NV350 Urvan',
        2021,
        'White',
        'diesel',
        'Light goods vehicle',
        98600,
        'Kowloon Logistics',
        200,
        200,
    ],
    ['NT 3301', 'Toyota', 'Comfort Hybrid (JPN Taxi)', 2022, 'Green', 'lpg', 'Taxi', 214000, 'NT Taxi Co.', 11, 11],
    ['NT 3302', 'Toyota', 'Crown Comfort', 2015, 'Green', 'lpg', 'Taxi', 577000, 'NT Taxi Co.', 100, 100],
    ['NT 3303', 'Toyota', 'Crown Comfort', 2014, 'Green', 'lpg', 'Taxi', 603000, 'NT Taxi Co.', 250, 250],
    [
        'IE 2201',
        'Nissan',
        'NV350 Urvan',
        2019,
        'Silver',
        'diesel',
        'Light goods vehicle',
        143000,
        'Island Express',
        17,
        17,
    ],
    ['IE 2202', 'Toyota', 'HiAce', 2020, 'White', 'diesel', 'Light goods vehicle', 126000, 'Island Express', 160, 160],
    ['KT 6001', 'Hino', '300 Series', 2017, 'White', 'diesel', 'Light goods vehicle', 211000, 'KT Builders', 55, 55],
    [
        'KT 6002',
        'Mitsubishi Fuso',
        'Canter',
        2018,
        'White',
        'diesel',
        'Light goods vehicle',
        188000,
        'KT Builders',
        -20,
        40,
    ],
    ['TW 1688', 'Toyota', 'HiAce', 2016, 'White', 'diesel', 'Light goods vehicle', 159000, 'Tsui Wah Kitchen', 75, 75],
    ['SR 5001', 'Toyota', 'Corolla Altis', 2022, 'White', 'petrol', 'Private car', 44100, 'Star Car Rental', 320, 320],
    ['SR 5002', 'Honda', 'Civic', 2022, 'Grey', 'petrol', 'Private car', 41800, 'Star Car Rental', 26, 26],
    ['GH 3579', 'Kia', 'Carnival', 2019, 'Silver', 'diesel', 'Private car', 83200, null, 65, 65],
    ['BD 2046', 'Toyota', 'Prius', 2015, 'White', 'hybrid', 'Private car', 168000, null, 0, 0],
];

/** Name, contact person, phone, e-mail, address, payment terms, and the product categories bought from them. */
export type SupplierRow = [
    name: string,
    contactPerson: string,
    phone: string,
    email: string,
    address: string,
    paymentTerms: string,
    categories: string[],
];

export const SUPPLIERS: SupplierRow[] = [
    [
        '永興汽車零件 Wing Hing Auto Parts',
        '陳生',
        '2345 6789',
        'orders@winghing-parts.example',
        '九龍旺角奶路臣街 18 號地下',
        'Monthly statement, 30 days',
        ['Filters', 'Brakes', 'Wipers', 'Bulbs', 'Ignition', 'Engine'],
    ],
    [
        '九龍潤滑油 Kowloon Lubricants',
        'Mr Wong',
        '2388 1122',
        'sales@kowloon-lube.example',
        '九龍觀塘鴻圖道 52 號 3 樓',
        '30 days',
        ['Oils', 'Fluids', 'Air conditioning'],
    ],
    [
        '新蒲崗輪胎 San Po Kong Tyres',
        '李小姐',
        '2321 8899',
        'tyres@spk-tyres.example',
        '九龍新蒲崗大有街 33 號',
        'Cash on delivery',
        ['Tyres'],
    ],
    [
        '長沙灣電池 Cheung Sha Wan Batteries',
        'Ah Keung',
        '2745 6677',
        'battery@csw-battery.example',
        '九龍長沙灣青山道 480 號',
        '7 days',
        ['Batteries'],
    ],
];

/** SKU, name, brand, category, unit, cost HK$, price HK$, stock, reorder level. */
export type ProductRow = [
    sku: string,
    name: string,
    brand: string,
    category: string,
    unit: string,
    cost: number,
    price: number,
    stock: number,
    reorderLevel: number,
];

export const PRODUCTS: ProductRow[] = [
    ['OIL-5W30-4L', 'Engine oil 5W-30 fully synthetic, 4 L', 'Mobil 1', 'Oils', 'bottle', 260, 480, 18, 6],
    ['OIL-0W20-4L', 'Engine oil 0W-20 fully synthetic, 4 L', 'Castrol EDGE', 'Oils', 'bottle', 280, 520, 12, 6],
    ['OIL-5W40-BULK', 'Engine oil 5W-40, bulk', 'Shell Helix', 'Oils', 'L', 48, 95, 142.5, 40],
    ['OIL-15W40-DSL', 'Diesel engine oil 15W-40, bulk', 'Shell Rimula', 'Oils', 'L', 38, 78, 35, 40],
    ['ATF-WS-1L', 'Automatic transmission fluid WS, 1 L', 'Toyota Genuine', 'Oils', 'bottle', 85, 150, 20, 8],
    ['BRK-DOT4-500', 'Brake fluid DOT 4, 500 ml', 'Bosch', 'Fluids', 'bottle', 45, 90, 24, 10],
    ['CLT-LLC-1L', 'Long-life coolant, 1 L', 'Toyota Genuine', 'Fluids', 'bottle', 55, 110, 4, 10],
    ['WSH-FLUID-2L', 'Screen wash concentrate, 2 L', 'Prestone', 'Fluids', 'bottle', 30, 65, 30, 10],
    ['FLT-OIL-TOY-90915', 'Oil filter 90915-YZZE1 (Toyota)', 'Toyota Genuine', 'Filters', 'pc', 38, 85, 26, 10],
    ['FLT-OIL-HON-15400', 'Oil filter 15400-RTA-003 (Honda)', 'Honda Genuine', 'Filters', 'pc', 42, 90, 15, 10],
    ['FLT-OIL-MB-A274', 'Oil filter A2741800109 (Mercedes-Benz)', 'Mann-Filter', 'Filters', 'pc', 75, 160, 5, 6],
    ['FLT-AIR-TOY-17801', 'Air filter 17801-0T030 (Toyota)', 'Toyota Genuine', 'Filters', 'pc', 95, 190, 9, 6],
    ['FLT-CAB-DENSO', 'Cabin filter, activated carbon', 'Denso', 'Filters', 'pc', 88, 180, 14, 8],
    ['FLT-FUEL-ISZ', 'Fuel filter (Isuzu N-Series)', 'Isuzu Genuine', 'Filters', 'pc', 160, 320, 3, 4],
    ['BRK-PAD-F-TOY-ALP', 'Front brake pads (Alphard / Vellfire)', 'Akebono', 'Brakes', 'set', 420, 880, 6, 4],
    ['BRK-PAD-F-HON-JAZZ', 'Front brake pads (Jazz / Freed)', 'Brembo', 'Brakes', 'set', 280, 580, 8, 4],
    ['BRK-PAD-F-TESLA3', 'Front brake pads (Model 3 / Y)', 'Brembo', 'Brakes', 'set', 520, 1100, 2, 2],
    ['BRK-PAD-R-BMW3', 'Rear brake pads (BMW 3 Series)', 'Textar', 'Brakes', 'set', 380, 780, 4, 2],
    ['BRK-DSC-F-CROWN', 'Front brake disc (Crown Comfort)', 'Toyota Genuine', 'Brakes', 'pc', 350, 680, 6, 4],
    ['BRK-DSC-F-HINO300', 'Front brake disc (Hino 300)', 'Hino Genuine', 'Brakes', 'pc', 780, 1450, 1, 2],
    ['WPR-24', 'Wiper blade 24" (600 mm)', 'Bosch Aerotwin', 'Wipers', 'pc', 70, 150, 22, 10],
    ['WPR-16', 'Wiper blade 16" (400 mm)', 'Bosch Aerotwin', 'Wipers', 'pc', 55, 120, 18, 10],
    ['BAT-55B24L', 'Battery 55B24L, 45 Ah', 'GS Yuasa', 'Batteries', 'pc', 480, 880, 7, 4],
    ['BAT-80D26L', 'Battery 80D26L, 65 Ah', 'GS Yuasa', 'Batteries', 'pc', 620, 1150, 4, 4],
    ['BAT-AGM-L5', 'AGM battery L5, 95 Ah (start-stop)', 'Varta', 'Batteries', 'pc', 1380, 2380, 2, 2],
    ['TYR-205-55R16', 'Tyre 205/55 R16 91V', 'Michelin Primacy 4', 'Tyres', 'pc', 650, 1080, 16, 8],
    ['TYR-215-45R17', 'Tyre 215/45 R17 91W', 'Bridgestone Turanza', 'Tyres', 'pc', 720, 1180, 12, 8],
    ['TYR-235-50R18', 'Tyre 235/50 R18 101W', 'Michelin Primacy 4', 'Tyres', 'pc', 980, 1580, 8, 8],
    ['TYR-195-R15C', 'Van tyre 195 R15C 106/104R', 'Bridgestone Duravis', 'Tyres', 'pc', 640, 1020, 6, 8],
    ['TYR-185-65R14-TAXI', 'Taxi tyre 185/65 R14 86H', 'Yokohama BluEarth', 'Tyres', 'pc', 420, 690, 28, 12],
    ['BLB-H4', 'Headlamp bulb H4 60/55 W', 'Philips', 'Bulbs', 'pc', 35, 80, 40, 10],
    ['BLB-H7', 'Headlamp bulb H7 55 W', 'Osram Night Breaker', 'Bulbs', 'pc', 60, 130, 12, 10],
    ['BLB-T10', 'Side lamp bulb T10 W5W', 'Philips', 'Bulbs', 'pc', 5, 20, 80, 20],
    ['SPK-IRIDIUM', 'Spark plug, iridium', 'NGK Laser Iridium', 'Ignition', 'pc', 65, 140, 32, 16],
    ['BLT-DRIVE-6PK', 'Drive belt 6PK1875', 'Gates', 'Engine', 'pc', 150, 320, 5, 3],
    ['AC-R134A', 'A/C refrigerant R134a', 'DuPont', 'Air conditioning', 'kg', 120, 300, 9.5, 5],
    ['AC-R1234YF', 'A/C refrigerant R1234yf', 'Honeywell', 'Air conditioning', 'kg', 680, 1280, 1.2, 2],
    ['LPG-FLT-TAXI', 'LPG vapour filter (taxi)', 'Toyota Genuine', 'Filters', 'pc', 90, 180, 10, 6],
    ['DEF-ADBLUE-10L', 'AdBlue diesel exhaust fluid, 10 L', 'Total', 'Fluids', 'bottle', 75, 150, 6, 4],
    ['SHOP-RAGS', 'Workshop rags', '', 'Consumables', 'kg', 25, 0, 15, 5],
];

/** Code, name, category, price HK$, minutes, description. */
export type ServiceRow = [
    code: string,
    name: string,
    category: string,
    price: number,
    minutes: number,
    description: string,
];

export const SERVICES: ServiceRow[] = [
    [
        'SVC-OIL',
        'Oil and filter change',
        'Maintenance',
        280,
        45,
        'Drain and refill engine oil, new oil filter, reset the service reminder',
    ],
    [
        'SVC-MINOR',
        'Minor service (10,000 km)',
        'Maintenance',
        680,
        90,
        'Oil and filter, fluid top-ups, tyre pressures, 30-point check',
    ],
    [
        'SVC-MAJOR',
        'Major service (40,000 km)',
        'Maintenance',
        1680,
        240,
        'Minor service plus air, cabin and fuel filters, spark plugs, brake fluid',
    ],
    [
        'SVC-BRAKE-F',
        'Front brake service',
        'Brakes',
        480,
        90,
        'Replace front pads, clean and grease slides, check discs',
    ],
    [
        'SVC-BRAKE-DISC',
        'Brake disc replacement (pair)',
        'Brakes',
        780,
        120,
        'Replace a pair of discs with pads; road test',
    ],
    ['SVC-BRAKE-FLUID', 'Brake fluid flush', 'Brakes', 380, 45, 'Flush and bleed the brake system with DOT 4'],
    ['SVC-AC-REGAS', 'A/C regas', 'Air conditioning', 450, 60, 'Recover, vacuum and recharge refrigerant; leak test'],
    [
        'SVC-AC-CLEAN',
        'A/C evaporator clean',
        'Air conditioning',
        580,
        90,
        'Foam clean of the evaporator and a new cabin filter',
    ],
    [
        'SVC-INSPECT',
        'Annual inspection preparation',
        'Inspection',
        880,
        180,
        'Pre-check against the Transport Department annual examination, fix list',
    ],
    [
        'SVC-TAXI-INSPECT',
        'Taxi annual inspection preparation',
        'Inspection',
        980,
        180,
        'Pre-check for the taxi annual examination, LPG system check',
    ],
    ['SVC-TYRE-ROT', 'Tyre rotation and balance', 'Tyres', 240, 45, 'Rotate four wheels, balance, set pressures'],
    ['SVC-TYRE-FIT', 'Tyre fitting (per tyre)', 'Tyres', 80, 15, 'Fit, balance and new valve'],
    ['SVC-ALIGN', 'Wheel alignment', 'Tyres', 380, 60, 'Four-wheel alignment with printout'],
    [
        'SVC-BATTERY',
        'Battery replacement',
        'Electrical',
        150,
        30,
        'Fit a new battery, register it where needed, test charging',
    ],
    ['SVC-DIAG', 'Diagnosis (per hour)', 'Diagnosis', 600, 60, 'Fault code reading and electrical diagnosis'],
    ['SVC-LPG-SERVICE', 'LPG system service', 'Maintenance', 520, 90, 'LPG filters, vaporiser check, leak test'],
];

/** The services' Chinese names (code → name_zh), as the garage prints them for its Chinese-speaking customers. */
export const SERVICE_NAMES_ZH: Record<string, string> = {
    'SVC-OIL': '更換機油及機油隔',
    'SVC-MINOR': '小保養（10,000 公里）',
    'SVC-MAJOR': '大保養（40,000 公里）',
    'SVC-BRAKE-F': '前轆制動保養',
    'SVC-BRAKE-DISC': '更換制動碟（一對）',
    'SVC-BRAKE-FLUID': '更換制動油',
    'SVC-AC-REGAS': '冷氣加雪種',
    'SVC-AC-CLEAN': '清洗冷氣蒸發器',
    'SVC-INSPECT': '驗車前檢查',
    'SVC-TAXI-INSPECT': '的士驗車前檢查',
    'SVC-TYRE-ROT': '輪胎調位及平衡',
    'SVC-TYRE-FIT': '安裝輪胎（每條）',
    'SVC-ALIGN': '四轆定位',
    'SVC-BATTERY': '更換電池',
    'SVC-DIAG': '故障檢測（每小時）',
    'SVC-LPG-SERVICE': '石油氣系統保養',
};

/** Name, code, kind, percent or HK$ amount, days from the seed date it is valid from and to, minimum HK$, active. */
export type DiscountRow = [
    name: string,
    code: string | null,
    kind: 'percent' | 'amount',
    value: number,
    fromDays: number | null,
    toDays: number | null,
    minSubtotal: number,
    active: boolean,
];

export const DISCOUNTS: DiscountRow[] = [
    ['VIP 10% off', null, 'percent', 10, null, null, 0, true],
    ['Taxi fleet 15% off labour', null, 'percent', 15, null, null, 0, true],
    ['Lunar New Year HK$200 off', 'CNY200', 'amount', 200, -60, -30, 1500, true],
    ['Summer A/C check HK$100 off', 'COOL100', 'amount', 100, -10, 50, 500, true],
    ['Welcome 5% off', 'WELCOME5', 'percent', 5, null, null, 0, false],
];

// Jobs and invoices.

/**
 * A line of a kind of work: a service code or a part SKU with its quantity (hours of labour, units of a part;
 * default 1), or a custom line: description, quantity, unit price HK$.
 */
export type WorkLine = [code: string, quantity?: number] | [description: string, quantity: number, price: number];

export interface Work {
    complaint: string;
    lines: WorkLine[];
}

/** The kinds of work the demo garage does, priced from its labour menu and parts list. */
export const WORK = {
    oilToyota: {
        complaint: 'Oil service due (reminder sticker)',
        lines: [['SVC-OIL'], ['OIL-5W30-4L'], ['FLT-OIL-TOY-90915']],
    },
    oilHonda: { complaint: 'Oil service due', lines: [['SVC-OIL'], ['OIL-0W20-4L'], ['FLT-OIL-HON-15400']] },
    oilMerc: {
        complaint: 'Service A due on the dashboard',
        lines: [['SVC-OIL'], ['OIL-5W40-BULK', 6.5], ['FLT-OIL-MB-A274'], ['WSH-FLUID-2L']],
    },
    minor: {
        complaint: 'Minor service, 10,000 km',
        lines: [['SVC-MINOR'], ['OIL-0W20-4L'], ['FLT-OIL-TOY-90915'], ['WSH-FLUID-2L']],
    },
    major: {
        complaint: 'Major service, 40,000 km',
        lines: [
            ['SVC-MAJOR'],
            ['OIL-5W30-4L'],
            ['FLT-OIL-TOY-90915'],
            ['FLT-AIR-TOY-17801'],
            ['FLT-CAB-DENSO'],
            ['SPK-IRIDIUM', 4],
            ['BRK-DOT4-500'],
        ],
    },
    brakesJazz: { complaint: 'Squeal from the front brakes', lines: [['SVC-BRAKE-F'], ['BRK-PAD-F-HON-JAZZ']] },
    brakesAlphard: {
        complaint: 'Brake judder at speed',
        lines: [['SVC-BRAKE-DISC'], ['BRK-PAD-F-TOY-ALP'], ['Skim front discs', 1, 350]],
    },
    brakesTesla: { complaint: 'Front pads worn (service alert)', lines: [['SVC-BRAKE-F'], ['BRK-PAD-F-TESLA3']] },
    brakesBmw: {
        complaint: 'Rear brake pad warning',
        lines: [['SVC-BRAKE-F'], ['BRK-PAD-R-BMW3'], ['Rear pad wear sensor', 1, 180]],
    },
    brakeFluid: { complaint: 'Brake fluid change overdue', lines: [['SVC-BRAKE-FLUID'], ['BRK-DOT4-500', 2]] },
    acRegas: { complaint: 'A/C blowing warm', lines: [['SVC-AC-REGAS'], ['AC-R134A', 0.6]] },
    acClean: { complaint: 'Musty smell from the vents', lines: [['SVC-AC-CLEAN'], ['FLT-CAB-DENSO']] },
    battery: { complaint: 'Slow to start in the morning', lines: [['SVC-DIAG', 0.5], ['SVC-BATTERY'], ['BAT-55B24L']] },
    tyres: {
        complaint: 'Front tyres worn to the wear bars',
        lines: [['SVC-TYRE-FIT', 2], ['TYR-205-55R16', 2], ['SVC-ALIGN']],
    },
    tyres4: {
        complaint: 'Four new tyres and an alignment',
        lines: [['SVC-TYRE-FIT', 4], ['TYR-235-50R18', 4], ['SVC-ALIGN']],
    },
    inspection: {
        complaint: 'Annual examination coming up',
        lines: [['SVC-INSPECT'], ['BLB-T10', 2], ['WPR-24'], ['WPR-16']],
    },
    taxiInspect: {
        complaint: 'Taxi annual examination',
        lines: [['SVC-TAXI-INSPECT'], ['LPG-FLT-TAXI'], ['BLB-H4', 2], ['SVC-TYRE-FIT', 2], ['TYR-185-65R14-TAXI', 2]],
    },
    taxiService: {
        complaint: 'Taxi 10,000 km service',
        lines: [['SVC-LPG-SERVICE'], ['SVC-OIL'], ['OIL-5W40-BULK', 4], ['FLT-OIL-TOY-90915'], ['LPG-FLT-TAXI']],
    },
    taxiBrakes: {
        complaint: 'Grinding from the front wheels',
        lines: [['SVC-BRAKE-DISC'], ['BRK-DSC-F-CROWN', 2], ['Front brake pads (Crown Comfort)', 1, 420]],
    },
    van: { complaint: 'Van service', lines: [['SVC-MINOR'], ['OIL-15W40-DSL', 7], ['DEF-ADBLUE-10L']] },
    vanIsuzu: {
        complaint: 'Van service, fuel filter due',
        lines: [['SVC-MINOR'], ['OIL-15W40-DSL', 7], ['FLT-FUEL-ISZ'], ['DEF-ADBLUE-10L']],
    },
    vanBrakesHino: {
        complaint: 'Lorry pulls to the left under braking',
        lines: [['SVC-BRAKE-DISC'], ['BRK-DSC-F-HINO300', 2], ['SVC-ALIGN']],
    },
    diagnosis: { complaint: 'Engine warning light on', lines: [['SVC-DIAG', 1.5]] },
    wipers: {
        complaint: 'Wipers smear, a headlamp is out',
        lines: [['WPR-24'], ['WPR-16'], ['BLB-H7'], ['Fit wipers and bulb', 1, 80]],
    },
    evCheck: {
        complaint: 'Yearly EV check',
        lines: [
            ['EV check: high-voltage battery health, brakes, suspension', 1, 580],
            ['FLT-CAB-DENSO'],
            ['WSH-FLUID-2L'],
            ['SVC-TYRE-ROT'],
        ],
    },
    belt: {
        complaint: 'Squeal on start-up',
        lines: [['SVC-DIAG', 0.5], ['BLT-DRIVE-6PK'], ['Fit drive belt', 1, 250]],
    },
    coolant: {
        complaint: 'Overheating in traffic',
        lines: [['SVC-DIAG'], ['CLT-LLC-1L', 3], ['Replace top radiator hose (part and labour)', 1, 420]],
    },
    tow: {
        complaint: 'Broke down on Kwun Tong Road, towed in',
        lines: [['Towing, Kwun Tong Road to the workshop', 1, 650], ['SVC-DIAG']],
    },
} satisfies Record<string, Work>;

export type WorkName = keyof typeof WORK;
export type JobStatusName = JobStatus;
export type PaymentMethodName = PaymentMethod;

/** A payment: method, share of the total (or what remains), days after invoicing. */
export type PaymentPlan = [method: PaymentMethodName, share: number | 'rest', days: number];

export interface JobOptions {
    /** Who does the work (default: the member, the owner for every third job; nobody for a quote). */
    assignee?: 'owner' | 'member' | null;
    /** The job discount, by name. */
    discount?: string;
    /** A method (the whole total at the counter), or payments in order. */
    pay?: PaymentMethodName | PaymentPlan[];
    /** Days between the booking and the work (default: the job's index mod 4; 0 is a walk-in). */
    booked?: number;
    internalNotes?: string;
}

/**
 * Plate, day (from the seed date) and hour (Hong Kong time) the work starts — for a quote, when it was written —,
 * status and work. Days move off Sundays, and past work moves back until it is done before the seed time, future
 * work forward until it starts after it.
 */
export type JobRow = [
    plate: string,
    day: number,
    hour: number,
    status: JobStatusName,
    work: WorkName,
    options?: JobOptions,
];

const VIP = 'VIP 10% off';
const TAXI = 'Taxi fleet 15% off labour';
const SUMMER = 'Summer A/C check HK$100 off';

export const JOBS: JobRow[] = [
    ['AB 1234', -118, 9.5, 'paid', 'major', { discount: VIP, pay: 'card' }],
    ['UV 4821', -116, 10, 'paid', 'taxiService', { discount: TAXI, pay: 'cash' }],
    ['KL 1001', -114, 9, 'paid', 'vanIsuzu', { pay: [['bank_transfer', 'rest', 21]] }],
    ['MW 2233', -111, 14, 'paid', 'oilMerc', { discount: VIP, pay: 'payme' }],
    ['KL 5678', -108, 11, 'paid', 'brakesJazz', { pay: 'octopus' }],
    ['NT 3302', -105, 9, 'paid', 'taxiInspect', { discount: TAXI, pay: [['cheque', 'rest', 14]] }],
    ['LY 3456', -103, 15, 'paid', 'acRegas', { pay: 'fps' }],
    [
        'PK 7788',
        -100,
        10,
        'void',
        'brakesBmw',
        { internalNotes: 'Voided: invoiced before the customer approved the rear sensor. Re-quoted.' },
    ],
    ['VX 5133', -97, 13, 'paid', 'taxiBrakes', { discount: TAXI, pay: 'cash' }],
    ['HN 9012', -94, 9.5, 'paid', 'minor', { pay: 'alipayhk' }],
    ['KIT 1', -91, 11, 'paid', 'tyres4', { discount: VIP, pay: 'card' }],
    ['IE 2201', -88, 9, 'paid', 'van', { pay: [['bank_transfer', 'rest', 25]] }],
    ['SY 2468', -85, 14, 'paid', 'inspection', { pay: 'wechatpay' }],
    ['WL 6061', -82, 9, 'paid', 'taxiService', { discount: TAXI, pay: 'cash' }],
    ['CM 1357', -80, 10.5, 'cancelled', 'acClean', { internalNotes: 'Customer cancelled the booking by phone.' }],
    ['LW 4040', -77, 11, 'paid', 'brakesTesla', { pay: 'card' }],
    ['TK 9191', -74, 15, 'paid', 'belt', { pay: 'fps' }],
    ['KL 1003', -71, 9, 'paid', 'vanIsuzu', { pay: [['bank_transfer', 'rest', 30]] }],
    ['YT 8', -68, 10, 'paid', 'minor', { discount: VIP, pay: 'card' }],
    ['KM 7070', -65, 9.5, 'paid', 'taxiInspect', { pay: 'cash' }],
    ['CM 3030', -62, 13, 'paid', 'tyres', { pay: 'payme' }],
    ['KT 6001', -60, 9, 'invoiced', 'van', { discount: VIP, internalNotes: 'Accounts chased by email twice.' }],
    ['HY 5151', -57, 11, 'paid', 'acRegas', { pay: 'octopus' }],
    ['MY 2020', -54, 14, 'paid', 'oilHonda', { pay: 'alipayhk' }],
    [
        'CB 6262',
        -51,
        9,
        'paid',
        'taxiBrakes',
        {
            discount: TAXI,
            pay: [
                ['cash', 0.5, 0],
                ['cash', 'rest', 7],
            ],
        },
    ],
    ['NT 3301', -48, 10, 'invoiced', 'taxiService', { discount: TAXI, pay: [['bank_transfer', 0.5, 12]] }],
    ['KY 1818', -45, 15, 'paid', 'brakeFluid', { pay: 'card' }],
    ['TW 4321', -42, 9.5, 'paid', 'minor', { pay: 'fps' }],
    ['CHING', -40, 11, 'paid', 'evCheck', { discount: VIP, pay: 'payme' }],
    [
        'CH 5050',
        -37,
        14,
        'paid',
        'coolant',
        {
            pay: [
                ['card', 0.5, 0],
                ['cash', 'rest', 0],
            ],
        },
    ],
    ['MK 3131', -34, 9, 'paid', 'taxiInspect', { discount: TAXI, pay: 'cash' }],
    ['KC 7272', -31, 10, 'paid', 'tow', { booked: 0, pay: 'card' }],
    ['DW 99', -28, 13, 'paid', 'major', { discount: VIP, pay: 'card' }],
    ['JG 8686', -26, 9.5, 'paid', 'oilMerc', { pay: 'fps' }],
    ['IE 2202', -24, 9, 'invoiced', 'van'],
    ['SR 5001', -21, 11, 'paid', 'minor', { pay: [['bank_transfer', 'rest', 7]] }],
    ['NK 4646', -19, 14, 'paid', 'brakesAlphard', { pay: 'wechatpay' }],
    ['WM 7373', -17, 9, 'paid', 'taxiService', { discount: TAXI, pay: 'octopus' }],
    ['MY 6363', -14, 10, 'paid', 'inspection', { pay: 'payme' }],
    ['CW 2424', -12, 15, 'invoiced', 'major', { pay: [['card', 0.3, 0]] }],
    ['SR 5002', -8, 9.5, 'invoiced', 'acRegas', { discount: SUMMER }],
    ['GH 3579', -6, 11, 'paid', 'acClean', { discount: SUMMER, booked: 0, pay: 'cash' }],
    ['PS 1717', -5, 14, 'invoiced', 'evCheck'],
    ['AB 1234', -4, 10, 'paid', 'wipers', { booked: 0, pay: 'fps' }],
    ['TC 888', -3, 9, 'completed', 'brakesTesla'],
    ['KL 1002', -2, 9, 'completed', 'van'],
    ['LS 9898', -1, 14, 'completed', 'battery', { booked: 0 }],
    ['KT 6002', -1, 9, 'in_progress', 'vanBrakesHino', { internalNotes: 'Waiting for the second disc from Hino.' }],
    ['UV 4821', 0, 9, 'in_progress', 'taxiInspect', { assignee: 'owner' }],
    ['BRIT 1', 0, 10, 'in_progress', 'diagnosis'],
    ['WL 6061', 1, 9, 'scheduled', 'taxiInspect'],
    ['NK 4646', 2, 10, 'scheduled', 'inspection'],
    ['MW 2233', 3, 14, 'scheduled', 'minor', { discount: VIP }],
    ['KL 1004', 4, 9, 'scheduled', 'van'],
    ['HY 5151', 5, 11, 'scheduled', 'inspection'],
    ['CB 6262', 6, 9.5, 'scheduled', 'taxiInspect', { discount: TAXI }],
    ['YT 8', 7, 15, 'cancelled', 'acClean', { internalNotes: 'Customer travelling; will rebook.' }],
    ['TW 1688', -10, 11, 'quote', 'van'],
    ['KIT 1', -6, 16, 'quote', 'acClean'],
    ['BD 2046', -3, 15, 'quote', 'battery'],
    ['DW 99', -1, 12, 'quote', 'brakesBmw'],
];
