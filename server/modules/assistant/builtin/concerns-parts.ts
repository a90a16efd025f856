import type { Concern } from './concern';

/** Parts the customer names, and the lights and wipers they see: mostly a part, a service when the catalogue has one. */
export const PART_CONCERNS: Readonly<Record<string, Concern>> = {
    cabinFilter: {
        when: [['cabinFilter']],
        unless: ['airConSmell'],
        label: ['cabin filter', '冷氣隔塵網', '空调滤芯'],
        services: [],
        parts: [{ query: 'cabin filter' }],
    },
    coolant: {
        when: [['coolant']],
        label: ['coolant', '水箱水', '冷却液'],
        services: ['coolant'],
        parts: [{ query: 'coolant' }],
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
};
