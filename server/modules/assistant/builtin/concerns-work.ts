import { DIAGNOSIS, type Concern } from './concern';

/** Work on the car's systems, from what the customer says is wrong or asks for: a service, and its part. */
export const WORK_CONCERNS: Readonly<Record<string, Concern>> = {
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
};
