import { useTranslate } from 'react-admin';
import { useCan } from '../../session';
import { ResourceShow, ShowSection } from '../declared';
import { AdjustStockButton } from './AdjustStockDialog';
import { StockLedger } from './StockLedger';

/** A part: its details, "Adjust stock" beside the title for a session that may write products, and its stock ledger. */
export const ProductShow = () => {
    const translate = useTranslate();
    const can = useCan();
    return (
        <ResourceShow actions={can('product:write') ? <AdjustStockButton /> : null}>
            <ShowSection title={translate('motor-garage.product.stock.ledger')}>
                <StockLedger />
            </ShowSection>
        </ResourceShow>
    );
};
