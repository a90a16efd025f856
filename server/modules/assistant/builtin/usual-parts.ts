import type { CatalogueItem, DraftVehicle, UsualPart } from '../catalogue';

const folded = (text: string) => text.trim().toLowerCase();
/** A declared make or model names the car's when the car's starts with it ("Crown" names "Crown Comfort"). */
const names = (declared: string, actual: string) => folded(actual).startsWith(folded(declared));

/**
 * The usual parts that fit the car, the most precise declaration winning: those for its make and model, else those
 * for its make, else those for every car. Without a car, only those for every car.
 */
export function usualPartsFor(parts: readonly UsualPart[], vehicle: DraftVehicle | null | undefined): UsualPart[] {
    const levels: ((part: UsualPart) => boolean)[] = [
        part =>
            !!vehicle &&
            !!part.make &&
            !!part.model &&
            names(part.make, vehicle.make) &&
            names(part.model, vehicle.model),
        part => !!vehicle && !!part.make && !part.model && names(part.make, vehicle.make),
        part => !part.make && !part.model,
    ];
    for (const level of levels) {
        const found = parts.filter(level);
        if (found.length > 0) return found;
    }
    return [];
}

/** Whether a service declares usual parts for the car (the garage's history is asked only when it does not). */
export const declaresPartsFor = (service: CatalogueItem, vehicle: DraftVehicle | null | undefined) =>
    usualPartsFor(service.usual_parts ?? [], vehicle).length > 0;
