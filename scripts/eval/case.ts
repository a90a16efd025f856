import type { Locale } from '../../common/locales';

/**
 * A complaint as a Hong Kong customer sends it (WhatsApp style, typos, Cantonese and English mixed) and the demo
 * garage's catalogue lines a service writer would pick from it and the car chosen (if any), without the car in front
 * of them: named by service code or product SKU. A part is expected only when the complaint says which one (a size, a
 * grade, the model it fits), the catalogue holds just one that fits the work, or the service's usual parts for the
 * chosen car name it.
 */
export interface AssistantCase {
    locale: Locale;
    complaint: string;
    expected: string[];
    /** The car the job is for, when the service writer has chosen it: its usual parts follow its make and model. */
    vehicle?: { make: string; model: string };
}

/** A case as written: the complaint, the expected lines, and the car's make and model when one is chosen. */
export type WrittenCase = [complaint: string, expected: string[], vehicle?: [make: string, model: string]];

export const casesIn = (locale: Locale, cases: WrittenCase[]): AssistantCase[] =>
    cases.map(([complaint, expected, vehicle]) => ({
        locale,
        complaint,
        expected,
        ...(vehicle ? { vehicle: { make: vehicle[0], model: vehicle[1] } } : {}),
    }));
