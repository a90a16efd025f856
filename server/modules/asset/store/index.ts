import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { diskStore } from './disk';
import { s3Store } from './s3';
import type { AssetStore } from './store';

export type { AssetStore, StoredBytes } from './store';

declare module 'fastify' {
    interface FastifyInstance {
        /** Where uploaded images' bytes live (ASSET_STORE). */
        assetStore: AssetStore;
    }
}

export function openAssetStore(config: Pick<Config, 'assetStore' | 'dataDir'>): AssetStore {
    return config.assetStore.kind === 's3' ? s3Store(config.assetStore) : diskStore(config.dataDir);
}

/** Decorates the app with the configured store (`app.assetStore`), closed with the app. */
async function assetStorePlugin(app: FastifyInstance, options: { config: Config }) {
    const store = openAssetStore(options.config);
    app.decorate('assetStore', store);
    app.addHook('onClose', () => store.close());
}

export default fp(assetStorePlugin, { name: 'asset-store' });
