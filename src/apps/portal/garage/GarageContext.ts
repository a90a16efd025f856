import { createContext, useContext, useEffect } from 'react';
import type { PortalAnswer } from '../portalDocument';

/** The garage as its customers' pages show it (every portal answer carries it as `garage`). */
export type GarageFace = Pick<
    PortalAnswer['garage'],
    'name' | 'logo_url' | 'address' | 'phone' | 'whatsapp_url' | 'email' | 'payment_methods'
>;

/** The garage of the page shown: the portal's header and contact block show it once the page has loaded. */
export const GarageContext = createContext<(garage: GarageFace) => void>(() => undefined);

/** The garage shown now (null until a page has loaded one). */
export const ShownGarageContext = createContext<GarageFace | null>(null);

/** Sets `document.title` to "<page name> | <garage>": the customer's tab names the garage, never the platform. */
export function usePortalTitle(pageName: string) {
    const garage = useContext(ShownGarageContext);
    useEffect(() => {
        document.title = garage ? `${pageName} | ${garage.name}` : pageName;
    }, [pageName, garage]);
}

/** Shows `garage` in the portal's header and contact block (none yet: they stay empty, never the platform's brand). */
export function useShowGarage(garage: GarageFace | undefined) {
    const show = useContext(GarageContext);
    useEffect(() => {
        if (garage) show(garage);
    }, [garage, show]);
}
