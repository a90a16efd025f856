import { Type } from 'typebox';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { invalid, notFound } from '../../http/errors';
import { ok, okList } from '../../http/reply';
import { IdParams, MAX_INT, Ok, OkList, responses, Text } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath } from '../../resources/declare';
import { findRecord, recordExists } from '../../resources/queries';
import { detailSchema } from '../../resources/schemas';
import { ADJUSTMENT_REASONS, MAX_STOCK_DELTA_MILLI, STOCK_NOTE_MAX_LENGTH } from '../../../common/stock';
import { findMovement, listMovements, MovementRecord, moveStock } from './ledger';
import { productResource } from './resource';

const path = resourcePath(productResource);
const tags = [productResource.name];

const AdjustBody = Type.Object(
    {
        delta_milli: Type.Integer({
            minimum: -MAX_STOCK_DELTA_MILLI,
            maximum: MAX_STOCK_DELTA_MILLI,
            'x-kind': 'quantity_milli',
            description: 'The change in thousandths of the unit: positive in, negative out; never 0',
        }),
        reason: Type.Enum([...ADJUSTMENT_REASONS], { 'x-enum-namespace': 'motor-garage.product.stock.reasons' }),
        note: Type.Optional(Text({ maxLength: STOCK_NOTE_MAX_LENGTH })),
    },
    { additionalProperties: false, title: 'StockAdjustment' },
);

const LedgerQuery = Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, default: 20 })),
});

const Adjusted = Type.Object(
    { ...detailSchema(productResource).properties, movement: MovementRecord },
    { title: 'StockAdjusted' },
);

/**
 * A part's stock ledger beside its declared CRUD routes: adjustments (`product:write`) and the ledger itself
 * (`product:read`). The product's version stays as it is: a stock change does not make an open product form stale.
 */
export default async function productStockRoutes(app: App) {
    app.post(
        `${path}/:id/stock`,
        {
            config: { auth: 'workspace', permission: 'product:write' },
            schema: {
                operationId: 'adjustProductStock',
                summary: "Adjust a part's stock: one movement in its ledger",
                tags,
                security: bearer,
                params: IdParams,
                body: AdjustBody,
                response: responses({ 200: Ok(Adjusted) }),
            },
        },
        async request => {
            const { workspaceId, membershipId } = requirePrincipal(request, 'workspace');
            const { delta_milli: delta, reason, note } = request.body;
            if (delta === 0) throw invalid('delta_milli', 'invalid_value', 'A stock adjustment cannot be zero');
            const answer = await withTenant(app.db, workspaceId, async tx => {
                const [movementId] = await moveStock(tx, workspaceId, new Map([[request.params.id, delta]]), {
                    reason,
                    note: (note ?? '').trim(),
                    by: membershipId,
                });
                if (!movementId) throw notFound();
                const product = await findRecord(tx, productResource, workspaceId, request.params.id);
                return { ...product, movement: await findMovement(tx, workspaceId, request.params.id, movementId) };
            });
            return ok(request, answer);
        },
    );

    app.get(
        `${path}/:id/stock`,
        {
            config: { auth: 'workspace', permission: 'product:read' },
            schema: {
                operationId: 'listProductStock',
                summary: "A part's stock ledger, newest first, each movement with the stock it left",
                tags,
                security: bearer,
                params: IdParams,
                querystring: LedgerQuery,
                response: responses({ 200: OkList(MovementRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const page = { page: request.query.page ?? 1, size: request.query.size ?? 20 };
            const { rows, total } = await withTenant(app.db, workspaceId, async tx => {
                if (!(await recordExists(tx, productResource, workspaceId, request.params.id))) throw notFound();
                return listMovements(tx, workspaceId, request.params.id, page);
            });
            return okList(request, rows, total, { ...page, asc: false, keyword: '' });
        },
    );
}
