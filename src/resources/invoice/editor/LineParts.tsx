import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, InputAdornment, Typography } from '@mui/material';
import {
    AutocompleteInput,
    ReferenceInput,
    required,
    useLocaleState,
    useSourceContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { catalogueName } from '../../../../common/locales';
import { formatMilli, formatMoney } from '../../declared/fields';
import { referenceSort } from '../../declared/inputs';
import { QuantityInput } from '../../declared/QuantityInput';
import { BelowCostWarning } from '../../product/BelowCostWarning';
import { PRODUCT, SERVICE, lineTotalOf, type FormLine, type PriceListItem } from './amounts';
import { pickedItemValues, usePickedItem } from './catalog';

export const lineLabel = (name: string) => `motor-garage.invoice.line.${name}`;

const price = (item: PriceListItem) => formatMoney(item.price_cents ?? 0);
const joined = (...parts: (string | undefined | null)[]) => parts.filter(Boolean).join(' · ');
/** The item's name in `locale` (its Chinese name for zh-hk and zh-cn staff, when it has one; else its name). */
const nameIn = (item: PriceListItem, locale: string) =>
    catalogueName({ name: item.name ?? '', name_zh: item.name_zh }, locale);
const productName = (item: PriceListItem, locale: string) => {
    const name = nameIn(item, locale);
    return item.brand && !name.toLowerCase().includes(item.brand.toLowerCase()) ? `${name} (${item.brand})` : name;
};

/**
 * What the service and part lists offer, and what the box then reads, in the interface's `locale`:
 * "BRK · Brake service · $450.00" then "BRK · Brake service"; "OIL-5W30 · Engine oil 5W-30 (Castrol) · $120.00".
 */
export const catalogueTexts = (locale: string) => ({
    serviceOption: (item: PriceListItem) => joined(item.code, nameIn(item, locale), price(item)),
    serviceText: (item: PriceListItem) => joined(item.code, nameIn(item, locale)),
    productOption: (item: PriceListItem) => joined(item.sku, productName(item, locale), price(item)),
    productText: (item: PriceListItem) => joined(item.sku, productName(item, locale)),
});

/** A part's stock on hand beside its name; none or below zero flagged in words, not by colour alone. */
const StockOnHand = ({ item }: { item: PriceListItem }) => {
    const translate = useTranslate();
    if (typeof item.stock_milli !== 'number') return null;
    const stock = [formatMilli(item.stock_milli), item.unit].filter(Boolean).join(' ');
    if (item.stock_milli > 0)
        return (
            <Typography component="span" variant="body2" color="text.secondary">
                {' · '}
                {translate('motor-garage.product.stock.on_hand', { stock })}
            </Typography>
        );
    return (
        <>
            {' · '}
            <Chip
                component="span"
                size="small"
                color={item.stock_milli < 0 ? 'error' : 'warning'}
                icon={<WarningIcon />}
                label={translate(`motor-garage.product.stock.${item.stock_milli < 0 ? 'below_zero' : 'out'}`, {
                    stock,
                })}
            />
        </>
    );
};

/** What the part list offers: its `productOption`, then the part's stock on hand. */
const ProductChoice = ({ item, text }: { item: PriceListItem; text: (item: PriceListItem) => string }) => (
    <span>
        {text(item)}
        <StockOnHand item={item} />
    </span>
);

/** The row's values (`lines.3`), as staff type them. */
const useLine = () => {
    const { getSource } = useSourceContext();
    return { line: (useWatch({ name: getSource('') }) ?? {}) as FormLine, getSource };
};

/**
 * A line's service or part, found by typing (the API's keyword: a service's code, name or Chinese name, a part's SKU,
 * name, Chinese name, brand or barcode); active ones only, listed and shown by their name in the interface's language. Picking one fills the line's description, Chinese description and unit price from the
 * price list, which staff may then change. A custom line picks nothing.
 */
export const LinePicker = () => {
    const { line, getSource } = useLine();
    const { setValue } = useFormContext();
    const [locale] = useLocaleState();
    const texts = catalogueTexts(locale);
    if (line.kind === 'custom') return null;
    const product = line.kind === 'product';
    const prefill = (_value: unknown, item?: RaRecord | '') => {
        if (!item) return;
        for (const [name, value] of Object.entries(pickedItemValues(item)))
            setValue(getSource(name), value, { shouldDirty: true });
    };
    return (
        <ReferenceInput
            key={product ? 'product' : 'service'}
            source={product ? 'product_id' : 'service_id'}
            reference={product ? PRODUCT : SERVICE}
            sort={referenceSort(product ? PRODUCT : SERVICE)}
            filter={{ active: true }}
        >
            <AutocompleteInput
                label={lineLabel(product ? 'product_id' : 'service_id')}
                optionText={
                    product
                        ? (item: PriceListItem) => <ProductChoice item={item} text={texts.productOption} />
                        : texts.serviceOption
                }
                inputText={product ? texts.productText : texts.serviceText}
                filterToQuery={keyword => ({ q: keyword })}
                onChange={prefill}
                validate={required()}
                sx={{ flex: '1 1 16rem' }}
            />
        </ReferenceInput>
    );
};

/** Ends the line's first row (what) so the amounts (how much) start the second. */
export const RowBreak = () => <Box aria-hidden sx={{ flexBasis: '100%', height: 0 }} />;

/** The quantity in its unit: hours for a service, the part's unit (pcs, L…) for a part. */
export const LineQuantityInput = ({ source, defaultValue }: { source: 'quantity_milli'; defaultValue?: number }) => {
    const translate = useTranslate();
    const { line } = useLine();
    const item = usePickedItem(line);
    const unit =
        line.kind === 'custom'
            ? ''
            : line.kind === 'product'
              ? (item?.unit ?? '')
              : translate('motor-garage.invoice.editor.hours');
    return (
        <QuantityInput
            source={source}
            label={lineLabel('quantity_milli')}
            defaultValue={defaultValue}
            validate={required()}
            size="medium"
            sx={{ flex: '0 0 8.5rem' }}
            InputProps={unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined}
        />
    );
};

/** The line's total as the server will store it: quantity × unit price (the list's when left empty), less its discount. */
export const LineTotal = () => {
    const translate = useTranslate();
    const { line } = useLine();
    const item = usePickedItem(line);
    return (
        <Box sx={{ flex: '0 0 7rem', ml: { sm: 'auto' }, textAlign: { sm: 'right' }, pt: { sm: 1 } }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(lineLabel('line_total_cents'))}
            </Typography>
            <Typography variant="body1" component="output" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(lineTotalOf(line, item?.price_cents))}
            </Typography>
        </Box>
    );
};

/** A part's line priced below the part's cost (its unit price, else the list's): the part form's warning, under the line. */
export const LineBelowCost = () => {
    const { line } = useLine();
    const item = usePickedItem(line);
    if (line.kind !== 'product') return null;
    const price = typeof line.unit_price_cents === 'number' ? line.unit_price_cents : item?.price_cents;
    return <BelowCostWarning price={price} cost={item?.cost_cents} sx={{ flexBasis: '100%', mb: 1 }} />;
};
