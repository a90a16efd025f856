import { dynamicApi } from '../api/client';

const urls = new Map<string, Promise<string>>();

/**
 * GET /api/v2/asset/{uuid} as a blob, exposed as an object URL (cached per uuid: assets never change).
 * Rejects on failure; the API client has already reported it through the shared error handler.
 */
export const fetchAssetUrl = (uuid: string): Promise<string> => {
    const cached = urls.get(uuid);
    if (cached) return cached;
    const url = dynamicApi
        .GET('/api/v2/asset/{uuid}', { params: { path: { uuid } }, parseAs: 'blob' })
        .then(({ data, error }) => {
            if (error !== undefined || !(data instanceof Blob)) throw new Error(`asset ${uuid} unavailable`);
            return URL.createObjectURL(data);
        });
    url.catch(() => urls.delete(uuid));
    urls.set(uuid, url);
    return url;
};

export interface UploadFlags {
    public?: boolean;
    pinned?: boolean;
    global?: boolean;
}

/** POST /api/v2/asset (multipart `file`); resolves the new asset's uuid, or null when the answer lacks success. */
export const uploadAsset = async (file: File, flags: UploadFlags = {}): Promise<string | null> => {
    const form = new FormData();
    form.append('file', file);
    for (const [flag, on] of Object.entries(flags)) if (on) form.append(flag, 'true');
    const { data } = await dynamicApi.POST('/api/v2/asset', { body: form as never });
    const answer = data as { success?: boolean; data?: { uuid?: string } } | undefined;
    if (!answer?.success || !answer.data?.uuid) {
        console.error('asset upload answered without success', answer);
        return null;
    }
    return answer.data.uuid;
};
