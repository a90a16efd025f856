import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useQrCode } from '../../../components/useQrCode';

const QR_SIZE = 220;

/**
 * Paying by FPS from the phone that shows the invoice: the QR (for another phone to scan), the FPS ID to copy into
 * a banking app, and the QR saved as an image a banking app can open from the photos.
 */
export const FpsPay = ({
    payload,
    fpsId,
    amount,
    number,
}: {
    payload: string;
    fpsId: string;
    amount: string;
    number: string;
}) => {
    const translate = useTranslate();
    const image = useQrCode(payload, { png: true });
    const [copied, setCopied] = useState(false);
    const copy = () =>
        navigator.clipboard?.writeText(fpsId).then(
            () => setCopied(true),
            () => setCopied(false),
        );
    return (
        <Stack component="section" aria-labelledby="fps-title" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography id="fps-title" variant="h6" component="h2">
                {translate('portal.invoice.fps_title')}
            </Typography>
            <Box sx={{ width: QR_SIZE, height: QR_SIZE, bgcolor: '#fff', borderRadius: 1 }}>
                {image && (
                    <img
                        src={image.svg}
                        width={QR_SIZE}
                        height={QR_SIZE}
                        alt={translate('portal.invoice.fps_alt', { amount })}
                        data-payload={payload}
                    />
                )}
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
                {translate('portal.invoice.fps_how')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{translate('portal.invoice.fps_id', { id: fpsId })}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
                    {translate('portal.invoice.copy_fps_id')}
                </Button>
                {image?.png && (
                    <Button
                        variant="outlined"
                        startIcon={<DownloadIcon />}
                        href={image.png}
                        download={`FPS-${number}.png`}
                    >
                        {translate('portal.invoice.save_qr')}
                    </Button>
                )}
            </Stack>
            <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: '1.5em' }}>
                {copied ? translate('portal.invoice.copied', { id: fpsId }) : ''}
            </Typography>
        </Stack>
    );
};
