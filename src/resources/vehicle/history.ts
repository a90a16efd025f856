import { useEffect, useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';

type HistoryPath = paths['/api/v3/motor-garage/vehicle/{id}/history'];

/** A vehicle's latest jobs, newest first, each with its lines; `more`: it has older ones. */
export type VehicleHistory = HistoryPath['get']['responses'][200]['content']['application/json']['data'];
export type HistoryJob = VehicleHistory['jobs'][number];

const load = (id: number) =>
    unwrap<VehicleHistory>(api.GET('/api/v3/motor-garage/vehicle/{id}/history', { params: { path: { id } } }));

/** The vehicle's service history; null while it loads (or when it failed: the client has shown why). */
export const useVehicleHistory = (id: number | undefined) => {
    const [loaded, setLoaded] = useState<{ id: number; history: VehicleHistory } | null>(null);
    useEffect(() => {
        if (id === undefined) return;
        let live = true;
        load(id).then(
            history => live && setLoaded({ id, history }),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, [id]);
    return loaded && loaded.id === id ? loaded.history : null;
};
