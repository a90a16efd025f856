import { declaredNamespaces } from '../../i18n/declared-labels';
import assistant from '../../i18n/namespaces/assistant';
import common from '../../i18n/namespaces/common';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import motorGarage from '../../i18n/namespaces/motor-garage';
import profile from '../../i18n/namespaces/profile';
import relationship from '../../i18n/namespaces/relationship';
import reminder from '../../i18n/namespaces/reminder';
import booking from '../../resources/booking';
import customer from '../../resources/customer';
import discount from '../../resources/discount';
import invoice from '../../resources/invoice';
import { mountDeclared } from '../../resources/declared/mount';
import message from '../../resources/message';
import product from '../../resources/product';
import service from '../../resources/service';
import vehicle from '../../resources/vehicle';

/** The translation namespaces the garage app (/app) loads: these, and any only its declared resources' labels make. */
export const garageNamespaces = {
    ...declaredNamespaces(),
    common,
    error,
    meta,
    profile,
    'motor-garage': motorGarage,
    relationship,
    reminder,
    assistant,
};

/**
 * The declared resources the garage app mounts (each behind its permission there), in menu order: every workspace
 * resource of the OpenAPI document, generated, but where a web module here replaces a generated piece.
 */
export const garageResources = mountDeclared('workspace', [
    invoice,
    booking,
    vehicle,
    customer,
    product,
    service,
    discount,
    message,
]);
