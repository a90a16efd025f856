import { DIAGNOSIS, type Concern } from './concern';

/** Vague symptoms and requests, each only when nothing more precise is said in its clause. */
export const VAGUE_CONCERNS: Readonly<Record<string, Concern>> = {
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
