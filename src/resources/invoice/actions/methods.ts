import { PAYMENT_METHODS } from '../../../../common/jobs';

/** The i18n key of a method's name: `motor-garage.invoice.payment.methods.fps` (FPS, 轉數快, 转数快). */
export const methodLabel = (method: string) => `motor-garage.invoice.payment.methods.${method}`;

export const methodChoices = PAYMENT_METHODS.map(method => ({ id: method, name: methodLabel(method) }));
