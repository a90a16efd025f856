export { CustomerPicker } from './CustomerPicker';
export { VehiclePicker } from './VehiclePicker';
