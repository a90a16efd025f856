export * from './Avatar';
export * from './ImageUpload';
export * from './DollarInput';
export * from './NumberInput';
export * from './format';
export { fetchAssetUrl, uploadAsset } from './assets';
export * from './ZonedDateTimeInput';
// The customer and vehicle pickers are in ./pickers: they build on the declared inputs, which build on these.
export * from './DayInput';
export { dayText, dayTimeText, parseDayText, parseDayTimeText } from './day';
