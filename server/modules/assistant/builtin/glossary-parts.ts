import type { Word } from './word';

/** The car's systems and parts, as customers and technicians write them. */
export const PART_WORDS = {
    brake: {
        en: ['brake', 'brk', 'braking', 'breaks', 'brake system'],
        zh: ['剎車', '煞車', '剎掣', '踩掣', '腳掣', '制動', '剎'],
        say: ['brakes', '剎車', '刹车'],
    },
    pads: {
        en: ['brake pad', 'brk pad', 'break pad', 'pad'],
        zh: ['剎車皮', '煞車皮', '掣皮', '剎車片', '來令片', '來令'],
        notes: ['pd', '皮'],
        say: ['brake pads', '剎車皮', '刹车片'],
    },
    disc: {
        en: ['brake disc', 'brake disk', 'brake rotor', 'disc', 'disk', 'rotor'],
        zh: ['剎車碟', '剎車盤', '制動碟', '制動盤', '碟'],
        say: ['brake discs', '剎車碟', '刹车盘'],
    },
    brakeFluid: {
        en: ['brake fluid', 'brk fluid', 'break fluid', 'brake oil', 'dot 4', 'dot 3'],
        zh: ['剎車油', '煞車油', '制動油', '掣油', '制動液', '剎車液'],
        say: ['brake fluid', '剎車油', '刹车油'],
    },
    aircon: {
        en: ['air con', 'a/c', 'ac', 'aircond', 'air conditioning', 'air conditioner', 'vent', 'climate control'],
        zh: ['冷氣', '空調', '冷氣機', '出風口'],
        say: ['air-con', '冷氣', '空调'],
    },
    refrigerant: {
        en: ['refrigerant', 'freon', 'r134a', 'r1234yf', 'a/c gas', 'ac gas', 'air con gas', 'regas', 'recharge'],
        zh: ['雪種', '冷媒', '製冷劑', '制冷劑', '氟利昂'],
        say: ['air-con refrigerant gas', '冷氣雪種', '空调制冷剂'],
    },
    cabinFilter: {
        en: ['cabin filter', 'pollen filter', 'a/c filter', 'ac filter', 'air con filter'],
        zh: ['冷氣隔', '冷氣格', '冷氣濾網', '空調濾', '空調濾芯', '空調格'],
        say: ['cabin (air-con) filter', '冷氣隔塵網', '空调滤芯'],
    },
    engineLight: {
        en: [
            'check engine',
            'check engine light',
            'engine light',
            'engine warning',
            'warning light',
            'warning lamp',
            'dashboard light',
            'abs light',
            'airbag light',
            'cel',
        ],
        zh: ['故障燈', '引擎燈', '發動機燈', '警告燈', '警示燈', 'engine燈', 'abs燈', '黃燈', '亮燈'],
        say: ['engine warning light', '引擎故障燈', '发动机故障灯'],
    },
    battery: {
        en: ['battery', 'batteries', 'batt', 'bat'],
        zh: ['電池', '電芯', '電瓶', '蓄電池', '冇電', '沒電', '無電'],
        say: ['battery', '電池', '电池'],
    },
    engine: {
        en: ['engine', 'eng', 'motor'],
        zh: ['引擎', '發動機', '馬達'],
        say: ['engine', '引擎', '发动机'],
    },
    oil: {
        en: ['oil', 'engine oil', 'oil change', 'change oil', 'oil service', 'lube'],
        zh: ['機油', '偈油', '換油'],
        say: ['engine oil', '機油', '机油'],
    },
    oilFilter: {
        en: ['oil filter', 'oil filt'],
        zh: ['機油隔', '機油格', '機油濾', '機濾', '偈油隔'],
        say: ['oil filter', '機油隔', '机油滤芯'],
    },
    airFilter: {
        en: ['air filter', 'engine air filter'],
        zh: ['空氣隔', '空氣格', '空氣濾', '空濾', '風隔', '風格'],
        say: ['engine air filter', '空氣隔', '空气滤芯'],
    },
    fuelFilter: {
        en: ['fuel filter', 'diesel filter'],
        zh: ['柴油隔', '柴油格', '汽油隔', '汽油格', '燃油濾', '油隔'],
        say: ['fuel filter', '燃油隔', '燃油滤芯'],
    },
    sparkPlug: {
        en: ['spark plug', 'plug'],
        zh: ['火嘴', '火花塞'],
        say: ['spark plugs', '火嘴', '火花塞'],
    },
    belt: {
        en: ['drive belt', 'fan belt', 'serpentine belt', 'belt'],
        zh: ['皮帶', '扇皮', '風扇皮'],
        say: ['drive belt', '皮帶', '皮带'],
    },
    timingBelt: {
        en: ['timing belt', 'timing chain', 'cam belt'],
        zh: ['時規皮帶', '時規', '正時皮帶'],
        say: ['timing belt', '時規皮帶', '正时皮带'],
    },
    coolant: {
        en: ['coolant', 'antifreeze', 'anti freeze', 'radiator', 'llc'],
        zh: ['水箱水', '水箱', '防凍液', '冷卻液', '冷卻水', '防凍水'],
        say: ["coolant (the engine's cooling liquid)", '冷卻液（水箱水）', '冷却液（防冻液）'],
    },
    tyre: {
        en: ['tyre', 'tire', 'tyer', 'flat tyre', 'puncture', 'punctured', 'bald', 'tread'],
        zh: ['輪胎', '車胎', '車呔', '呔', '軚', '胎', '爆胎', '穿胎'],
        say: ['tyres', '輪胎', '轮胎'],
    },
    tyrePressure: {
        en: ['tyre pressure', 'tire pressure', 'tpms', 'low pressure'],
        zh: ['胎壓', '呔氣', '軚氣', '氣壓'],
        say: ['tyre pressure', '胎壓', '胎压'],
    },
    steering: {
        en: ['steering', 'steering wheel'],
        zh: ['軚盤', '方向盤', '方向'],
        say: ['steering wheel', '軚盤', '方向盘'],
    },
    wiper: {
        en: ['wiper', 'wiper blade', 'windscreen wiper', 'windshield wiper'],
        zh: ['水撥', '雨刷', '雨刮', '雨撥', '刮水器'],
        say: ['wiper blades', '水撥', '雨刮'],
    },
    washer: {
        en: ['washer fluid', 'screen wash', 'screenwash', 'windscreen washer', 'washer'],
        zh: ['水撥水', '洗玻璃水', '玻璃水', '雨刷水', '雨刮水'],
        say: ['screen wash', '水撥水', '玻璃水'],
    },
    headlight: {
        en: ['headlight', 'headlamp', 'head light', 'head lamp', 'headlight bulb', 'low beam', 'high beam'],
        zh: ['車頭燈', '大燈', '頭燈', '近光燈', '遠光燈'],
        say: ['headlight', '車頭燈', '大灯'],
    },
    bulb: {
        en: ['bulb', 'light bulb', 'tail light', 'taillight', 'brake light', 'indicator', 'side light', 'lamp'],
        zh: ['燈膽', '燈泡', '尾燈', '剎車燈', '方向燈', '指揮燈', '車燈'],
        say: ['bulb', '燈膽', '灯泡'],
    },
    gearbox: {
        en: ['gearbox', 'gear box', 'transmission', 'gears', 'gear change', 'clutch', 'cvt'],
        zh: ['波箱', '變速箱', '轉波', '入波', '離合器', '離合'],
        say: ['gearbox', '波箱', '变速箱'],
    },
    gearboxOil: {
        en: ['gearbox oil', 'transmission fluid', 'transmission oil', 'atf', 'gear oil'],
        zh: ['波箱油', '變速箱油', '自動波油'],
        say: ['gearbox oil', '波箱油', '变速箱油'],
    },
    suspension: {
        en: ['suspension', 'shock', 'shock absorber', 'strut', 'spring', 'bouncy'],
        zh: ['避震', '避震器', '減震', '減震器', '懸掛', '彈簧'],
        say: ['suspension', '避震', '减震'],
    },
    lpg: {
        en: ['lpg', 'autogas'],
        zh: ['石油氣', '液化氣'],
        say: ['LPG (gas) system', '石油氣系統', '液化气系统'],
    },
    adblue: {
        en: ['adblue', 'urea'],
        zh: ['尿素'],
        say: ['AdBlue', '尿素（AdBlue）', '尿素（AdBlue）'],
    },
    taxi: {
        en: ['taxi', 'cab'],
        zh: ['的士', '計程車', '出租車', '紅的', '綠的'],
        say: ['taxi', '的士', '的士'],
    },
    car: {
        en: ['car', 'veh', 'vehicle'],
        zh: ['架車', '車子', '汽車'],
        say: ['car', '車', '车'],
    },
} satisfies Record<string, Word>;
