import type { Locale } from '../../../common/locales';

/** One active item of the workspace's catalogue, as both assistants see it. */
export interface CatalogueItem {
    kind: 'service' | 'product';
    id: number;
    /** The service's code or the product's SKU. */
    code: string;
    name: string;
    name_zh: string;
    category: string;
    /** A service's description; a product's brand. */
    detail: string;
    unit_price_cents: number;
    /** A service's usual parts as the garage declared them (for every car, one make, or one model). */
    usual_parts?: readonly UsualPart[];
    /** A service's parts learnt from the garage's invoiced jobs, when it declared none that fit the car. */
    learned_parts?: readonly UsualPart[];
}

/** A part a service usually needs, how many, and the cars it is for ('' for any make or model). */
export interface UsualPart {
    product_id: number;
    quantity_milli: number;
    make: string;
    model: string;
}

/** A line an assistant proposes: an item of the catalogue it was given, how many, and why. */
export interface ProposedLine {
    kind: 'service' | 'product';
    id: number;
    quantity_milli: number;
    reason: string;
}

export interface JobDraftInput {
    complaint: string;
    /** The language the staff member works in: the summary's and the reasons' language. */
    locale: Locale;
    catalogue: readonly CatalogueItem[];
    /** The car the job is for, when chosen: a service's usual parts follow its make and model. */
    vehicle?: DraftVehicle | null;
}

export interface DraftVehicle {
    make: string;
    model: string;
}

export interface ProposedJob {
    summary: string;
    lines: ProposedLine[];
    /** The pieces of the complaint the assistant did not understand, as written (the built-in assistant's). */
    unmatched?: string[];
}
