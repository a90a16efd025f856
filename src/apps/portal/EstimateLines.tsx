import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { lineText, moneyIn, quantityOf, type Decision, type Decisions } from './estimateModel';
import type { EstimatePage } from './portalDocument';

interface Props {
    page: EstimatePage;
    locale: string;
    decisions: Decisions;
    onDecide: (lineId: number, decision: Decision) => void;
}

/** The estimate's lines, one under another for a phone: what each is, what it costs, Approve or Decline. */
export const EstimateLines = ({ page, locale, decisions, onDecide }: Props) => {
    const translate = useTranslate();
    const money = moneyIn(page);
    return (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {page.estimate.lines.map(line => {
                const text = lineText(line, locale);
                return (
                    <Stack
                        component="li"
                        key={line.id}
                        spacing={1}
                        sx={{ pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
                    >
                        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                            <Typography sx={{ fontWeight: 500 }}>{text}</Typography>
                            <Typography sx={{ whiteSpace: 'nowrap' }}>{money(line.line_total_cents)}</Typography>
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                            {translate('portal.estimate.quantity', {
                                quantity: quantityOf(line),
                                price: money(line.unit_price_cents),
                            })}
                        </Typography>
                        <ToggleButtonGroup
                            exclusive
                            fullWidth
                            size="small"
                            value={decisions[line.id] ?? null}
                            onChange={(_, value: Decision | null) => value && onDecide(line.id, value)}
                            aria-label={translate('portal.estimate.decision', { item: text })}
                        >
                            <ToggleButton value="approved" color="success">
                                {translate('portal.estimate.approve')}
                            </ToggleButton>
                            <ToggleButton value="declined" color="error">
                                {translate('portal.estimate.decline')}
                            </ToggleButton>
                        </ToggleButtonGroup>
                    </Stack>
                );
            })}
        </Stack>
    );
};
