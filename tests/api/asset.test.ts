import { assetSuite } from './asset-suite';

assetSuite('disk');
