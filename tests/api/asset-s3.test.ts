import { assetSuite } from './asset-suite';

assetSuite('s3');
