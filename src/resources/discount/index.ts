import { declareResource } from '../declared';
import { AmountInput, DiscountValue, PercentInput } from './DiscountValue';

export default declareResource({
    name: 'motor-garage/discount',
    createTitle: 'motor-garage.create.discount',
    title: 'name',
    list: ['name', 'code', 'kind', 'value', 'valid_from', 'valid_to', 'active'],
    compact: { primary: 'name', secondary: 'code' },
    form: [
        'name',
        'code',
        'kind',
        'percent_bp',
        'amount_cents',
        'min_subtotal_cents',
        'valid_from',
        'valid_to',
        'active',
    ],
    show: [
        'name',
        'code',
        'kind',
        'value',
        'min_subtotal_cents',
        'valid_from',
        'valid_to',
        'active',
        'created_at',
        'updated_at',
    ],
    // a discount's value, by its kind: no one field holds it
    fieldComponents: { value: DiscountValue },
    // only the input the chosen kind uses
    inputComponents: { percent_bp: PercentInput, amount_cents: AmountInput },
});
