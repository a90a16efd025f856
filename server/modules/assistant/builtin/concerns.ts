import type { GlossaryWord } from './glossary';

/** A word of the glossary, or any of several. */
type Need = GlossaryWord | readonly GlossaryWord[];

/** A part the work usually needs; `all` takes every part that fits (a car's pair of wiper blades). */
export interface PartQuery {
    query: string;
    all?: true;
}

/** Something wrong or asked for, the words that say it, and what a service writer puts on the job for it. */
export interface Concern {
    /** Alternatives, each met when every one of its needs is in one clause of the complaint. */
    when: readonly (readonly Need[])[];
    /** Not when one of these concerns is found in the same clause (the more precise one wins). */
    unless?: readonly string[];
    /** Only when no other concern is found in the clause: a vague symptom ("a noise") when nothing else is said. */
    fallback?: true;
    /** How the summary and the reasons name it: en, zh-hk, zh-cn. */
    label: readonly [string, string, string];
    /**
     * The service, named by what it works on as a catalogue would name it ("battery", not "battery replacement", which
     * a "bulb replacement" would half match); the first query that finds one gives it.
     */
    services: readonly string[];
    parts?: readonly PartQuery[];
}

const DIAGNOSIS = ['diagnosis'];

/** The concerns in order of precedence: the first found in a clause can rule out the ones after it. */
export const CONCERNS: Readonly<Record<string, Concern>> = {
    brakeFluid: {
        when: [['brakeFluid']],
        label: ['brake fluid', '剎車油', '刹车油'],
        services: ['brake fluid flush'],
        parts: [{ query: 'brake fluid' }],
    },
    brakeDiscs: {
        when: [
            ['disc'],
            [
                ['brake', 'pads'],
                ['grinding', 'judder'],
            ],
        ],
        label: ['brake discs', '剎車碟', '刹车盘'],
        services: ['brake disc replacement'],
        parts: [{ query: 'brake disc' }],
    },
    brakes: {
        when: [['brake'], ['pads']],
        unless: ['brakeDiscs'],
        label: ['brakes', '剎車', '刹车'],
        services: ['front brake service'],
        parts: [{ query: 'brake pads' }],
    },
    airConSmell: {
        when: [[['aircon', 'cabinFilter'], 'smell']],
        label: ['air-con smell', '冷氣異味', '空调异味'],
        services: ['A/C evaporator clean'],
        parts: [{ query: 'cabin filter' }],
    },
    airConCooling: {
        when: [['notCold'], ['refrigerant']],
        label: ['air-con not cooling', '冷氣不夠冷', '空调不制冷'],
        services: ['A/C regas'],
        parts: [{ query: 'A/C refrigerant' }],
    },
    cabinFilter: {
        when: [['cabinFilter']],
        unless: ['airConSmell'],
        label: ['cabin filter', '冷氣隔塵網', '空调滤芯'],
        services: [],
        parts: [{ query: 'cabin filter' }],
    },
    warningLight: {
        when: [['engineLight']],
        label: ['warning light', '故障燈', '故障灯'],
        services: DIAGNOSIS,
    },
    noStart: {
        when: [['noStart']],
        label: ["won't start", '無法起動', '无法启动'],
        services: DIAGNOSIS,
    },
    battery: {
        when: [['battery']],
        label: ['battery', '電池', '电池'],
        services: ['battery'],
        parts: [{ query: 'battery' }],
    },
    powerLoss: {
        when: [['powerLoss']],
        label: ['loss of power', '乏力', '动力不足'],
        services: DIAGNOSIS,
    },
    overheating: {
        when: [['overheat']],
        label: ['overheating', '水溫過高', '水温过高'],
        services: DIAGNOSIS,
    },
    coolant: {
        when: [['coolant']],
        label: ['coolant', '水箱水', '冷却液'],
        services: ['coolant'],
        parts: [{ query: 'coolant' }],
    },
    oilChange: {
        when: [['oil'], ['oilFilter']],
        label: ['oil change', '換機油', '换机油'],
        services: ['oil change'],
        parts: [{ query: 'engine oil' }, { query: 'oil filter' }],
    },
    majorService: {
        when: [['major']],
        label: ['major service', '大保養', '大保养'],
        services: ['major service'],
    },
    minorService: {
        when: [['minor']],
        unless: ['majorService'],
        label: ['minor service', '小保養', '小保养'],
        services: ['minor service'],
    },
    taxiInspection: {
        when: [['inspection', 'taxi']],
        label: ['taxi annual inspection', '的士驗車', '的士年检'],
        services: ['taxi annual inspection'],
    },
    inspection: {
        when: [['inspection']],
        unless: ['taxiInspection'],
        label: ['annual inspection', '驗車', '年检'],
        services: ['annual inspection'],
    },
    lpg: {
        when: [['lpg']],
        label: ['LPG system', '石油氣系統', '液化气系统'],
        services: ['LPG system service'],
        parts: [{ query: 'LPG filter' }],
    },
    balance: {
        when: [['balance'], ['judder', ['steering', 'speed']]],
        unless: ['brakeDiscs'],
        label: ['wheel balance', '車輪平衡', '车轮平衡'],
        services: ['tyre balance'],
    },
    tyres: {
        when: [['tyre']],
        unless: ['balance'],
        label: ['tyres', '輪胎', '轮胎'],
        services: ['tyre fitting'],
        parts: [{ query: 'tyre' }],
    },
    tyrePressure: {
        when: [['tyrePressure']],
        label: ['tyre pressure', '胎壓', '胎压'],
        services: ['tyre pressure'],
    },
    alignment: {
        when: [['alignment']],
        label: ['wheel alignment', '四輪定位', '四轮定位'],
        services: ['wheel alignment'],
    },
    wipers: {
        when: [['wiper']],
        label: ['wipers', '水撥', '雨刮'],
        services: ['wiper blade'],
        parts: [{ query: 'wiper blade', all: true }],
    },
    screenWash: {
        when: [['washer']],
        label: ['screen wash', '水撥水', '玻璃水'],
        services: [],
        parts: [{ query: 'screen wash' }],
    },
    headlight: {
        when: [['headlight']],
        label: ['headlight', '車頭燈', '大灯'],
        services: ['headlight bulb'],
        parts: [{ query: 'headlamp bulb' }],
    },
    bulb: {
        when: [['bulb']],
        unless: ['headlight'],
        label: ['bulb', '燈膽', '灯泡'],
        services: ['bulb'],
        parts: [{ query: 'bulb' }],
    },
    sparkPlugs: {
        when: [['sparkPlug']],
        label: ['spark plugs', '火嘴', '火花塞'],
        services: ['spark plug'],
        parts: [{ query: 'spark plug' }],
    },
    driveBelt: {
        when: [['belt']],
        label: ['drive belt', '皮帶', '皮带'],
        services: ['drive belt'],
        parts: [{ query: 'drive belt' }],
    },
    timingBelt: {
        when: [['timingBelt']],
        label: ['timing belt', '時規皮帶', '正时皮带'],
        services: ['timing belt'],
        parts: [{ query: 'timing belt' }],
    },
    airFilter: {
        when: [['airFilter']],
        label: ['air filter', '空氣隔', '空气滤芯'],
        services: [],
        parts: [{ query: 'air filter' }],
    },
    fuelFilter: {
        when: [['fuelFilter']],
        label: ['fuel filter', '燃油隔', '燃油滤芯'],
        services: [],
        parts: [{ query: 'fuel filter' }],
    },
    adBlue: {
        when: [['adblue']],
        label: ['AdBlue', '尿素', '尿素'],
        services: [],
        parts: [{ query: 'AdBlue' }],
    },
    gearboxOil: {
        when: [['gearboxOil']],
        label: ['gearbox oil', '波箱油', '变速箱油'],
        services: ['transmission fluid'],
        parts: [{ query: 'automatic transmission fluid' }],
    },
    gearbox: {
        when: [['gearbox']],
        label: ['gearbox', '波箱', '变速箱'],
        services: ['transmission', ...DIAGNOSIS],
    },
    suspension: {
        when: [['suspension']],
        label: ['suspension', '避震', '减震'],
        services: ['suspension', ...DIAGNOSIS],
    },
    smoke: {
        when: [['smoke']],
        label: ['smoke', '冒煙', '冒烟'],
        services: DIAGNOSIS,
    },
    diagnosis: {
        when: [['diagnosis']],
        label: ['diagnosis', '故障檢測', '故障检测'],
        services: DIAGNOSIS,
    },
    noise: {
        when: [['noise'], ['grinding']],
        fallback: true,
        label: ['a noise', '異響', '异响'],
        services: DIAGNOSIS,
    },
    smell: {
        when: [['smell']],
        fallback: true,
        label: ['a smell', '異味', '异味'],
        services: DIAGNOSIS,
    },
    leak: {
        when: [['leak']],
        fallback: true,
        label: ['a leak', '漏油或漏水', '漏油或漏水'],
        services: DIAGNOSIS,
    },
    vibration: {
        when: [['judder']],
        fallback: true,
        label: ['vibration', '震動', '抖动'],
        services: DIAGNOSIS,
    },
    airCon: {
        when: [['aircon']],
        fallback: true,
        label: ['air-con', '冷氣', '空调'],
        services: ['A/C regas'],
    },
    service: {
        when: [['service']],
        fallback: true,
        label: ['service', '保養', '保养'],
        services: ['minor service'],
    },
};
