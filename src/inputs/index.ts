export * from './Avatar';
export * from './ImageUpload';
export * from './DollarInput';
export * from './NumberInput';
export * from './format';
export { fetchAssetUrl, uploadAsset } from './assets';
export * from './ZonedDateTimeInput';
