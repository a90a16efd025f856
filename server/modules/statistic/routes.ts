import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { invalid } from '../../http/errors';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { agingRoute } from './aging';
import { statistic } from './queries';
import { MAX_RANGE_DAYS, Statistic, StatisticQuery } from './schemas';

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The garage's home figures for a range of days in its time zone, all computed by the database in one statement. */
export default async function statisticRoutes(app: App) {
    app.get(
        '/api/v3/motor-garage/statistic',
        {
            config: { auth: 'workspace', permission: 'statistic:read' },
            schema: {
                operationId: 'getStatistic',
                tags: ['motor-garage/statistic'],
                security: bearer,
                querystring: StatisticQuery,
                summary: 'Revenue, invoices, jobs, bookings, licences and stock for a range of days',
                description:
                    'Days are the workspace\'s (its time zone); `to` is included. "Today" is the workspace\'s today.',
                response: responses({ 200: Ok(Statistic) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { from, to } = request.query;
            const days = daysFrom(from, to);
            if (days < 1) throw invalid('to', 'before_from', 'The range ends before it starts');
            if (days > MAX_RANGE_DAYS) throw invalid('to', 'too_long', `A range covers ${MAX_RANGE_DAYS} days at most`);
            return ok(
                request,
                await app.replicaReads.read(db =>
                    withTenant(db, workspaceId, tx => statistic(tx, workspaceId, from, to)),
                ),
            );
        },
    );
    agingRoute(app);
}
