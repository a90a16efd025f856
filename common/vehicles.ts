/** How many of a vehicle's jobs its service history answers at most: the latest ones. */
export const VEHICLE_HISTORY_CAP = 50;
