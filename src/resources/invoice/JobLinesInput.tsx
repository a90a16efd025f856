import { LINE_KINDS } from '../../../common/jobs';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, required } from 'react-admin';
import { DollarInput } from '../../inputs';
import { ExplainButton } from '../assistant/ExplainButton';
import { LineBelowCost, LinePicker, LineQuantityInput, LineTotal, RowBreak, lineLabel } from './editor/LineParts';

const KINDS = LINE_KINDS.map(kind => ({ id: kind, name: `motor-garage.invoice.line.kinds.${kind}` }));

/**
 * The job's lines: a service or part picked by typing its code, name or SKU (which fills the description, its Chinese
 * for Chinese-speaking customers' invoices, and the unit price from the price list; staff may change them), or a
 * custom line; a description may be explained for the customer by the assistant; a part priced below its cost is
 * warned about; quantity in hours or the part's unit, unit price and a discount per line, and the line's total as the
 * server will store it. The job's totals follow the discount picker (see `JobTotals`).
 */
export const JobLinesInput = () => (
    <ArrayInput source="lines" label="motor-garage.invoice.fields.lines">
        {/* each line on two rows: what (kind, item, description), then how much (quantity, prices, total) */}
        <SimpleFormIterator
            inline
            disableReordering
            sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', rowGap: 0 } }}
        >
            <SelectInput
                source="kind"
                label={lineLabel('kind')}
                choices={KINDS}
                defaultValue="service"
                validate={required()}
                sx={{ flex: '0 0 8rem', my: 0 }}
            />
            <LinePicker />
            <TextInput
                source="description"
                label={lineLabel('description')}
                InputProps={{ endAdornment: <ExplainButton source="description" /> }}
                sx={{ flex: '1 1 16rem' }}
            />
            <TextInput
                source="description_zh"
                label={lineLabel('description_zh')}
                inputProps={{ lang: 'zh' }}
                sx={{ flex: '1 1 12rem' }}
            />
            <RowBreak />
            <LineQuantityInput source="quantity_milli" defaultValue={1000} />
            <DollarInput source="unit_price_cents" label={lineLabel('unit_price_cents')} sx={{ flex: '0 0 8rem' }} />
            <DollarInput source="discount_cents" label={lineLabel('discount_cents')} sx={{ flex: '0 0 8rem' }} />
            <LineTotal />
            <LineBelowCost />
        </SimpleFormIterator>
    </ArrayInput>
);
