import { api } from '../../api/client';
import type { paths } from '../../api/schema';

type StockPath = paths['/api/v3/motor-garage/product/{id}/stock'];

/** One line of a part's stock ledger, with the stock it left. */
export type StockMovement = StockPath['get']['responses'][200]['content']['application/json']['data'][number];
export type StockAdjustment = NonNullable<StockPath['post']['requestBody']>['content']['application/json'];

/** A part's stock ledger (newest first, a page at a time) and its adjustment (`product:write`). */
export const stockCalls = {
    ledger: (id: number, page: number, size: number) =>
        api.GET('/api/v3/motor-garage/product/{id}/stock', { params: { path: { id }, query: { page, size } } }),
    adjust: (id: number, body: StockAdjustment) =>
        api.POST('/api/v3/motor-garage/product/{id}/stock', { params: { path: { id } }, body }),
};
