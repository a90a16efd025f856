import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { declareResource } from '../declared';
import { VehicleShow } from './VehicleShow';

export default declareResource({
    name: 'motor-garage/vehicle',
    icon: DirectionsCarIcon,
    createTitle: 'motor-garage.create.vehicle',
    title: 'plate',
    list: ['plate', 'make', 'model', 'customer_id', 'licence_expiry', 'mileage'],
    compact: { primary: 'plate', secondary: 'make', tertiary: 'model' },
    form: [
        'plate', 'customer_id', 'make', 'model', 'year', 'colour', 'fuel', 'vehicle_class', 'vin', 'engine_no', 'mileage',
        'licence_expiry', 'insurance_expiry', 'next_service_date', 'next_service_mileage', 'photo', 'notes',
    ],
    show: [
        'plate', 'customer_id', 'make', 'model', 'year', 'colour', 'fuel', 'vehicle_class', 'vin', 'engine_no', 'mileage',
        'licence_expiry', 'insurance_expiry', 'next_service_date', 'next_service_mileage', 'photo', 'notes',
    ],
    components: { show: VehicleShow },
});
