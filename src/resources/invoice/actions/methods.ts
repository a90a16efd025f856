import type { PaymentBody } from './useJobAction';

/** The ways a Hong Kong garage is paid, in the order the payment dialog offers them. */
export const PAYMENT_METHODS = [
    'cash', 'card', 'fps', 'octopus', 'alipayhk', 'wechatpay', 'payme', 'bank_transfer', 'cheque',
] as const satisfies readonly PaymentBody['method'][];

/** The i18n key of a method's name: `motor-garage.invoice.payment.methods.fps` (FPS, 轉數快, 转数快). */
export const methodLabel = (method: string) => `motor-garage.invoice.payment.methods.${method}`;

export const methodChoices = PAYMENT_METHODS.map(method => ({ id: method, name: methodLabel(method) }));
