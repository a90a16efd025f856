import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar as MuiAvatar, Box, ButtonBase, CircularProgress, Tooltip } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { Avatar } from './Avatar';
import { uploadAsset, type UploadFlags } from './assets';

export interface ImageUploadProps extends Omit<InputProps, 'format' | 'parse'> {
    /** letter shown while there is no image */
    text?: string;
    size?: number;
    /** Defaults to a public asset: avatars are shown to colleagues and operators, and the uuid is unguessable. */
    flags?: UploadFlags;
    /** receives the new asset uuid after a successful upload */
    onUploaded?: (uuid: string) => void;
}

const AVATAR_FLAGS: UploadFlags = { public: true };

/** Clickable image that uploads the chosen picture to /api/v2/asset; the form value is the asset uuid. */
export const ImageUpload = ({
    text,
    size = 80,
    flags = AVATAR_FLAGS,
    onUploaded,
    label,
    helperText,
    ...props
}: ImageUploadProps) => {
    const translate = useTranslate();
    const { field, fieldState, id, isRequired } = useInput(props);
    const picker = useRef<HTMLInputElement>(null);
    const [preview, setPreview] = useState('');
    const [busy, setBusy] = useState(false);

    useEffect(
        () => () => {
            if (preview) URL.revokeObjectURL(preview);
        },
        [preview],
    );

    const choose = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file || !file.type.startsWith('image/')) return;
        setPreview(URL.createObjectURL(file));
        setBusy(true);
        let uuid: string | null = null;
        try {
            uuid = await uploadAsset(file, flags);
        } catch (error) {
            console.error('asset upload failed', error); // the API client has shown the toast
        }
        setBusy(false);
        if (!uuid) return setPreview(''); // the form keeps its previous image
        field.onChange(uuid);
        onUploaded?.(uuid);
    };

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, my: 1 }}>
            {label !== false && (
                <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: 'text.secondary' }}>
                    <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
                </Box>
            )}
            <Tooltip title={translate('common.upload.click_to_upload')}>
                <ButtonBase
                    aria-label={translate('common.upload.click_to_upload')}
                    onClick={() => picker.current?.click()}
                    disabled={busy}
                    sx={{ borderRadius: '50%', position: 'relative' }}
                >
                    {preview ? (
                        <MuiAvatar src={preview} sx={{ width: size, height: size }} />
                    ) : (
                        <Avatar uuid={field.value} text={text} size={size} />
                    )}
                    {busy && (
                        <CircularProgress
                            size={size}
                            sx={{ position: 'absolute', inset: 0 }}
                            aria-label={translate('ra.page.loading')}
                        />
                    )}
                </ButtonBase>
            </Tooltip>
            <input
                id={id}
                ref={picker}
                type="file"
                accept="image/*"
                hidden
                onChange={choose}
                data-testid="image-upload-file"
            />
            <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </Box>
    );
};
