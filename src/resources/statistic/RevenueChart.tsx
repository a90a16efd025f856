import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../declared/fields';
import type { Statistic } from './useStatistic';

/** Revenue received per day of the range (lazy: the charts library is its own chunk). */
const RevenueChart = ({ days }: { days: Statistic['revenue_by_day'] }) => {
    const translate = useTranslate();
    return (
        <BarChart
            height={280}
            dataset={days.map(day => ({ date: day.date.slice(5), cents: day.cents }))}
            xAxis={[{ dataKey: 'date', scaleType: 'band' }]}
            yAxis={[{ valueFormatter: (cents: number) => formatMoney(cents).replace(/\.00$/, ''), width: 80 }]}
            series={[
                {
                    dataKey: 'cents',
                    label: translate('motor-garage.statistic.revenue_cents'),
                    valueFormatter: value => formatMoney(value ?? 0),
                },
            ]}
            hideLegend
        />
    );
};

export default RevenueChart;
