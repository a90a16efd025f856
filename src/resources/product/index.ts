import { catalogueRepresentation } from '../../i18n/locale';
import { declareResource } from '../declared';
import { LowStockFlag } from './LowStockFlag';
import { PriceInput } from './PriceInput';
import { ProductShow } from './ProductShow';
import { StockInput } from './StockInput';

export default declareResource({
    name: 'motor-garage/product',
    createTitle: 'motor-garage.create.product',
    title: 'name',
    // pickers and chips (a booking's services, a job's parts) in the interface's language
    representation: catalogueRepresentation,
    list: ['sku', 'name', 'brand', 'category', 'price_cents', 'stock_milli', 'low_stock', 'active'],
    compact: { primary: 'name', secondary: 'sku', tertiary: 'price_cents' },
    form: [
        'sku',
        'name',
        'name_zh',
        'brand',
        'category',
        'unit',
        'barcode',
        'supplier_id',
        'supplier_part_code',
        'cost_cents',
        'price_cents',
        'stock_milli',
        'reorder_level_milli',
        'active',
        'image',
    ],
    fieldComponents: { low_stock: LowStockFlag },
    // the stock is the ledger's: opening stock on create, read only on edit, adjusted from the part's page
    inputComponents: { stock_milli: StockInput, price_cents: PriceInput },
    components: { show: ProductShow },
});
